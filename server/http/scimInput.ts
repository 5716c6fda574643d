// The inputs of a SCIM call (RFC 7644; issue 23, decision 0110), read for the SCIM router, which
// speaks its own protocol outside the families' declared routes: the body as JSON (any +json
// type; invalid JSON is the caller's to refuse in SCIM's words), the query as text values.
import type { Context } from 'hono';

export class ScimSyntaxError extends Error {}

export async function scimJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text || 'null');
  } catch {
    throw new ScimSyntaxError('The body is not valid JSON.');
  }
}

export const scimQuery = (c: Context, name: string): string | undefined => c.req.query(name);
