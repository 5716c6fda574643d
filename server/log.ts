// The server's structured log (decision 0081): one JSON line per event, written by pino. Request
// lines come from server/http/requestLog.ts; errors, the job runner and the outbox log through the
// logger they are given on deps. What a line may hold is chosen where it is written (never
// headers, bodies, cookies or query strings); `redact` below is the second line of defence.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Field names whose values never reach the log, at the top of a line or one level down. */
export const SECRET_FIELDS = [
  'password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'authorization',
  'cookie',
  'secret',
  'client_secret',
  'pin',
] as const;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * LOG_LEVEL, or 'info'; under vitest 'silent', so that a test that makes an app of its own does
 * not print a line per request (tests that read the log give a stream: tests/support/platform.ts).
 */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): string {
  const level = (env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info')).toLowerCase();
  if (!LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not '${level}'`);
  return level;
}

/** A logger writing JSON lines to `destination` (standard output when none is given). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: 'switchboard' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        // pino allows one wildcard per path: the field itself, and the field one object down.
        paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: '[redacted]',
      },
    },
    options.destination ?? pino.destination(1),
  );
}

let fallback: Logger | undefined;

/** The logger of code given deps that createApp did not make (scripts, unit tests). */
export const logOf = (deps: { log?: Logger }): Logger => {
  if (deps.log) return deps.log;
  fallback ??= createLogger();
  return fallback;
};
