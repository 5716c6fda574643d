// Request body sizes (decision 0050): every call takes at most API_MAX_BODY_BYTES, the bulk
// import of users, a greeting's upload (5 MB of audio, decision 0096) and a fax cover page's (2 MB,
// decision 0103) up to UPLOAD_MAX_BODY_BYTES. A larger body answers 413 and the connection is
// closed after the answer. A body within the limit is read whole before the route runs, so a
// route that answers without reading it leaves nothing behind on a kept-alive connection.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const API_MAX_BODY_BYTES = 1024 * 1024;
/** A 10,000-row import of users as JSON rows is well under this. */
export const UPLOAD_MAX_BODY_BYTES = 10 * 1024 * 1024;

const UPLOAD_PATH =
  /^\/svc\/(appserver\/rest\/account\/[^/]+\/(users\/bulkCreate|greetings\/.+)|ucaas\/provisioning\/v1\/accounts\/[^/]+\/fax\/coverPages)$/;

export const bodyLimitFor = (path: string) =>
  UPLOAD_PATH.test(path) ? UPLOAD_MAX_BODY_BYTES : API_MAX_BODY_BYTES;

const tooLarge = (c: Context, limit: number) =>
  c.json(
    {
      status: 413,
      code: 'payload_too_large',
      message: `The request is too large: at most ${limit / 1024 / 1024} MB.`,
    },
    413,
    // The rest of the body is not read: the client opens a new connection for its next request.
    { connection: 'close' },
  );

export function bodySizeLimit(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const limit = bodyLimitFor(c.req.path);
    const limited = bodyLimit({ maxSize: limit, onError: (ctx) => tooLarge(ctx, limit) });
    return limited(c, async () => {
      await c.req.arrayBuffer();
      await next();
    });
  };
}
