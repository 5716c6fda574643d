// The referral programme (issue 24 item 4; MISC-01; C-473..C-476; decision 0115): a referrer
// registers with a partner's programme by its code, signs in and gets a share link, asks for a
// new password through the outbox (the same answer whether or not the address is registered) and
// sets it; the partner reads its own share link; every public call is rate limited like sign-in.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { DEMO_REFERRER } from '../../server/db/seeding/branding';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

const WINDOW = 60;
const LIMIT = 6;
let p: TestPlatform;
let partner: Caller;
let acmeAdmin: Caller;
let address = 0;

beforeAll(async () => {
  p = await startPlatform({ rateLimitWindowSeconds: WINDOW, signInRateLimit: LIMIT });
  const who = callers(p);
  partner = await who.as('partner super user');
  acmeAdmin = await who.as('account administrator');
});
afterAll(() => p.close());

/** A public call from its own client address (each test from a fresh one unless `from` is given). */
async function post(path: string, json: unknown, from = `198.51.100.${++address}`) {
  const res = await p.app.request(
    `/svc/ucaas/api/ucaas/referral/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: from } } },
  );
  return { status: res.status, body: await res.json() };
}

const mailsTo = (to: string) =>
  p.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'referralReset')))
    .orderBy(desc(outbox.id));

describe('referral programme', () => {
  it('MISC-01 registers a referrer by the partner’s code and answers their share link', async () => {
    const res = await post('register', {
      code: 'brightline',
      name: 'Sam Seller',
      email: 'Sam@Example.com',
      password: 'Sam-Seller-2026',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Sam Seller', email: 'sam@example.com' });
    expect(res.body.shareLink).toMatch(/#\/referral\/BRIGHTLINE\/register\?ref=\d+$/);
    const again = await post('register', {
      code: 'BRIGHTLINE',
      name: 'Sam',
      email: 'sam@example.com',
      password: 'x'.repeat(12),
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'email', message: expect.stringMatching(/already registered/) },
    ]);
    const unknown = await post('register', {
      code: 'NOPE-NOPE',
      name: 'A',
      email: 'a@example.com',
      password: 'x'.repeat(12),
    });
    expect(unknown.body.errors[0].field).toBe('code');
    const weak = await post('register', {
      code: 'BRIGHTLINE',
      name: 'A',
      email: 'not-an-address',
      password: 'short',
    });
    expect(weak.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('MISC-01 signs a referrer in with the right password only, with one answer for a wrong address or password', async () => {
    const ok = await post('login', {
      code: DEMO_REFERRER.code,
      email: DEMO_REFERRER.email,
      password: DEMO_REFERRER.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.shareLink).toContain('/#/referral/BRIGHTLINE/register?ref=');
    const wrong = await post('login', {
      code: DEMO_REFERRER.code,
      email: DEMO_REFERRER.email,
      password: 'Wrong-2026-pass',
    });
    const nobody = await post('login', {
      code: DEMO_REFERRER.code,
      email: 'nobody@example.com',
      password: 'Wrong-2026-pass',
    });
    expect(wrong.status).toBe(401);
    expect(nobody).toEqual(wrong);
    // A referrer of one partner is unknown to another's programme.
    const other = await post('login', {
      code: 'NORTHWIND',
      email: DEMO_REFERRER.email,
      password: DEMO_REFERRER.password,
    });
    expect(other.status).toBe(401);
  });

  it('MISC-01 forgot password answers the same whether or not the address exists; the e-mailed link sets a new password once', async () => {
    const known = await post('forgot-password', { code: 'BRIGHTLINE', email: DEMO_REFERRER.email });
    const unknown = await post('forgot-password', { code: 'BRIGHTLINE', email: 'nobody@example.com' });
    expect(known.status).toBe(202);
    expect(unknown).toEqual(known);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    const [mail] = await mailsTo(DEMO_REFERRER.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    expect(token).not.toBe('');
    const set = await post('reset-password', { code: 'BRIGHTLINE', token, password: 'New-Referrer-2026' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const reused = await post('reset-password', {
      code: 'BRIGHTLINE',
      token,
      password: 'Other-Referrer-2026',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0].field).toBe('token');
    const signedIn = await post('login', {
      code: 'BRIGHTLINE',
      email: DEMO_REFERRER.email,
      password: 'New-Referrer-2026',
    });
    expect(signedIn.status).toBe(200);
  });

  it('MISC-01 the public calls are rate limited per address like sign-in', async () => {
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push(
        (await post('login', { code: 'BRIGHTLINE', email: 'x@example.com', password: 'y' }, from)).status,
      );
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect((await post('forgot-password', { code: 'BRIGHTLINE', email: 'x@example.com' }, from)).status).toBe(
      429,
    );
  });

  it('MISC-01 a partner reads its share link; an account without a programme answers nulls; a customer’s administrator is refused', async () => {
    const res = await partner.get(`/svc/ucaas/api/ucaas/account/${partner.accountId}/referral/share-link`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'BRIGHTLINE' });
    expect(res.body.shareLink).toMatch(/\/#\/referral\/BRIGHTLINE\/register$/);
    // The provider's own account has no programme: an answer of nulls, not a 404.
    const provider = await callers(p).as('provider super user');
    const none = await provider.get(`/svc/ucaas/api/ucaas/account/${provider.accountId}/referral/share-link`);
    expect(none).toMatchObject({ status: 200, body: { code: null, shareLink: null } });
    // A customer's administrator holds no partner menu.
    expect(
      (await acmeAdmin.get(`/svc/ucaas/api/ucaas/account/${acmeAdmin.accountId}/referral/share-link`)).status,
    ).toBe(403);
  });
  it('MISC-01 a reset link stops working after an hour', async () => {
    await post('forgot-password', { code: 'BRIGHTLINE', email: 'sam@example.com' });
    const [mail] = await mailsTo('sam@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    p.clock.advance(3601);
    const late = await post('reset-password', { code: 'BRIGHTLINE', token, password: 'Late-Referrer-2026' });
    expect(late.status).toBe(400);
  });
});
