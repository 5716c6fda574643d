// Property tests of every write route that declares a body schema (ERR-01, ERR-02): found from
// the declared routes, so a route converted to a schema is tested without being listed here.
// Each route, called by the provider super user (who passes every permission check) with real
// path parameters, gets RUNS generated bodies its schema refuses (tests/support/invalidBodies.ts)
// and the malformed ones the input guard refuses (broken JSON, another content type, a 1 MB text,
// deep nesting, NUL bytes). Every answer is 400, a schema's refusal names the field at fault, and
// no table gains or loses a row. No table is left out of that count: a 400 writes nothing, not
// even an access event (those are for 401, 403 and 404) or an audit event (successful writes).
import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/http/secureRouter';
import { demo } from '../support/callers';
import { bodyProperties, invalidBodies } from '../support/invalidBodies';
import { startPlatform } from '../support/platform';
import { routeParams, routePath } from '../support/routeParams';
import { rowCounts } from '../support/rowCounts';

type Route = DeclaredRoute & { family: string };

// Per route and run; fast-check seeds each run anew, so successive runs try other bodies. 24
// keeps the file's share of `npm test` in its budget as routes are added (decision 0088): with
// the numbers area's routes, 40 made it 26 s.
const RUNS = 24;
const provider = demo('provider super user');

// The routes are known once the platform runs; one platform for the file.
const p = await startPlatform();
const { access_token: token } = await p.signIn(provider.loginName, provider.password);
const params = await routeParams(p.database.db);
const routes = (p.routes as Route[]).filter((r) => r.body);
/**
 * Whether a schema refuses any object at all. The schemas of writes that take no fields
 * (noBodySchema) and of the sign-in protocols' forms (checked by the endpoints in the protocols'
 * order) refuse none: there is no invalid body to generate, and a generated one would run the
 * call (a sign-out). Their malformed bodies are still refused, below.
 */
const refusesSome = (r: Route) => {
  try {
    invalidBodies(r.body!, { form: r.bodyType === 'form' });
    return true;
  } catch {
    return false;
  }
};
afterAll(() => p.close());

interface Answer {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

// The query a route needs beside its body (the phone a configuration is about), so that what is
// refused is the body.
const QUERIES: Record<string, string> = {
  '/api/ucaas/account/:accountId/phoneConfiguration': '?mac=AABBCC100101&model=Yealink%20T54W',
  '/api/ucaas/lookup/account/:accountId/sipHandsetExtProps': '?mac=AABBCC100101',
};

const send = async (r: Route, body: string, contentType: string) => {
  const res = await p.app.request(`${routePath(r, params)}${QUERIES[r.path] ?? ''}`, {
    method: r.method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
};

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const encode = (r: Route, body: Record<string, unknown>): [string, string] =>
  r.bodyType === 'form'
    ? [new URLSearchParams(body as Record<string, string>).toString(), FORM_TYPE]
    : [JSON.stringify(body), JSON_TYPE];

const fieldsOf = (answer: Answer) => (answer.errors ?? []).map((e) => e.field);

describe.sequential('generated and malformed bodies on every route with a body schema', () => {
  it('finds the routes that declare a body schema, and the tables to count', async () => {
    expect(routes.length).toBeGreaterThan(0);
    expect((await rowCounts(p.database.db))['public.users']).toBeGreaterThan(0);
  });

  for (const r of routes) {
    const name = `${r.method.toUpperCase()} /svc/${r.family}${r.path}`;
    const form = r.bodyType === 'form';

    if (refusesSome(r))
      it(`ERR-01 ${name}: ${RUNS} bodies its schema refuses answer 400 naming the field, writing nothing`, async () => {
        const before = await rowCounts(p.database.db);
        await fc.assert(
          fc.asyncProperty(invalidBodies(r.body!, { form }), async (invalid) => {
            expect(r.body!.safeParse(invalid.body).success).toBe(false);
            const answer = await send(r, ...encode(r, invalid.body));
            expect(answer).toMatchObject({
              status: 400,
              code: form ? 'invalid_request' : 'validation_failed',
            });
            expect(fieldsOf(answer)).toContain(invalid.field);
          }),
          { numRuns: RUNS },
        );
        expect(await rowCounts(p.database.db)).toEqual(before);
      });

    it(`ERR-02 ${name}: malformed bodies answer 400, writing nothing`, async () => {
      const before = await rowCounts(p.database.db);
      // A body without fields still carries text the input guard reads: named by its key.
      const [first = 'note'] = bodyProperties(r.body!);
      const each = (value: string) =>
        Object.fromEntries([first, ...bodyProperties(r.body!)].map((k) => [k, value]));
      const deep = `{"${first}":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      const refusals = [
        { name: 'broken JSON', answer: await send(r, `{"${first}": "`, JSON_TYPE) },
        { name: 'a JSON list', answer: await send(r, '[]', JSON_TYPE) },
        { name: 'plain text', answer: await send(r, `${first}=x`, 'text/plain') },
        { name: 'an image', answer: await send(r, 'GIF89a', 'image/gif') },
        { name: 'JSON 10,000 deep', answer: await send(r, deep, JSON_TYPE) },
      ];
      for (const { name: what, answer } of refusals) {
        expect(answer, what).toMatchObject({
          status: 400,
          code: expect.any(String),
          message: expect.any(String),
        });
      }
      const naming = [
        // Under the 1 MiB body limit (413 above it), over the longest text any field takes.
        { name: 'a 1 MB text', answer: await send(r, ...encode(r, { [first]: 'x'.repeat(1_000_000) })) },
        { name: 'NUL bytes', answer: await send(r, ...encode(r, each('a\u0000b'))) },
      ];
      for (const { name: what, answer } of naming) {
        expect(answer.status, what).toBe(400);
        expect(fieldsOf(answer), what).toContain(first);
      }
      expect(await rowCounts(p.database.db)).toEqual(before);
    });
  }
});
