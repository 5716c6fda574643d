// A tiny SMTP server on a free loopback port that keeps every message it is handed (plain SMTP,
// as server/mail/smtp.ts speaks it). `url` is what SMTP_URL is set to.
import { createServer } from 'node:net';

export interface SmtpSink {
  url: string;
  /** Each message's header and body, as received. */
  received: string[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let message = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else if (line) socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
