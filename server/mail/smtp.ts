// A minimal SMTP client (plain SMTP, no TLS or AUTH): enough for a local relay or a mail catcher
// such as MailHog at SMTP_URL=smtp://localhost:1025.
import { connect } from 'node:net';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  body: string;
}

export function sendSmtp(url: string, msg: SmtpMessage, timeoutMs = 10_000): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 25) });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
    const data = [
      `From: ${msg.from}`,
      `To: ${msg.to}`,
      `Subject: ${msg.subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      msg.body.replace(/^\./gm, '..'),
      '.',
    ].join('\r\n');
    const steps = [
      'EHLO switchboard',
      `MAIL FROM:<${msg.from}>`,
      `RCPT TO:<${msg.to}>`,
      'DATA',
      data,
      'QUIT',
    ];
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      // Wait for the last line of a (possibly multi-line) reply.
      const lines = buffer.split('\r\n').filter(Boolean);
      const last = lines[lines.length - 1];
      if (!last || !/^\d{3} /.test(last)) return;
      buffer = '';
      if (Number(last.slice(0, 3)) >= 400) {
        socket.destroy(new Error(`SMTP: ${last}`));
        return;
      }
      const next = steps.shift();
      if (next === undefined) socket.end();
      else socket.write(`${next}\r\n`);
    });
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (!hadError) steps.length === 0 ? resolve() : reject(new Error('SMTP closed early'));
    });
  });
}
