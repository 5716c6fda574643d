// MFA (issue 23, item 2; SEC-03; decision 0109): a TOTP authenticator and e-mail codes enrolled
// by their owner, recovery codes, the account's enforcement, and the sign-in's second step
// before any token is issued.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/areas/mfa/totp';
import { accounts, mfaMethods, mfaSettings, outbox, users } from '../../server/db/schema';
import { demo, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const CLIENT = 'switchboard-portal';

beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const form = (fields: Record<string, string>) =>
  p.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT, ...fields }),
  });
const password = (role: string) =>
  form({ grant_type: 'password', username: demo(role).loginName, password: demo(role).password });
const second = (mfa_token: string, otp: string) => form({ grant_type: 'mfa', mfa_token, otp });
const json = async (res: Response): Promise<{ status: number; body: Json }> => ({
  status: res.status,
  body: await res.json(),
});
const tokenOf = async (role: string) =>
  (await p.signIn(demo(role).loginName, demo(role).password)).access_token;
const lastCode = async (userId: number) => {
  const [mail] = await p.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'mfaCode')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
};
const userIdOf = async (role: string) => {
  const [u] = await p.database.db
    .select()
    .from(users)
    .where(eq(users.loginName, demo(role).loginName));
  return u!.id;
};

describe('MFA', () => {
  let secret = '';

  it('SEC-03 the demo seed gives Acme and Britannia their MFA setting, not enforced (every walk signs in with a password)', async () => {
    const rows = await p.database.db
      .select({ name: accounts.name, enforced: mfaSettings.enforced })
      .from(mfaSettings)
      .innerJoin(accounts, eq(accounts.id, mfaSettings.accountId));
    const byName = new Map(rows.map((r) => [r.name, r.enforced]));
    expect(byName.get('Acme Corporation')).toBe(false);
    expect([...byName.keys()].some((n) => /Britannia/.test(n))).toBe(true);
    expect(rows.every((r) => r.enforced === false)).toBe(true);
  });

  let recoveryCodes: string[] = [];

  it('SEC-03 a user enrols an authenticator (secret and QR code shown once, confirmed with a code, recovery codes shown once)', async () => {
    const token = await tokenOf('end user');
    const started = await json(
      await p.call('POST', '/svc/auth/mfa/methods/self', { token, json: { kind: 'totp' } }),
    );
    expect(started.status).toBe(201);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Switchboard:/);
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = started.body.secret;
    // Not counted before its confirmation: sign-in still answers tokens.
    expect((await password('end user')).status).toBe(200);
    const wrong = await p.call('POST', '/svc/auth/mfa/request/verification', {
      token,
      json: {
        methodId: started.body.method.id,
        code: '000000' === totpCode(secret, p.clock.now) ? '111111' : '000000',
      },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await json(
      await p.call('POST', '/svc/auth/mfa/request/verification', {
        token,
        json: { methodId: started.body.method.id, code: totpCode(secret, p.clock.now) },
      }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    recoveryCodes = confirmed.body.recoveryCodes;
    const mine = await json(await p.call('GET', '/svc/auth/mfa/methods/self', { token }));
    expect(mine.body).toMatchObject({ recoveryCodesLeft: 10, enforced: false });
    expect(mine.body.items).toHaveLength(1);
    expect(JSON.stringify(mine.body)).not.toContain(secret);
    // Stored sealed, never as given.
    const [row] = await p.database.db
      .select()
      .from(mfaMethods)
      .where(eq(mfaMethods.id, started.body.method.id));
    expect(row!.secretSealed).not.toContain(secret);
  });

  it('SEC-03 sign-in asks for the second factor before any token: a generated TOTP code signs in, a wrong one and a replayed one are refused', async () => {
    p.clock.advance(60);
    const first = await json(await password('end user'));
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ code: 'mfa_required', methods: ['totp'], enrolment_required: false });
    expect(first.body.access_token).toBeUndefined();
    const wrong = await json(
      await second(first.body.mfa_token, totpCode(secret, new Date(p.clock.now.getTime() - 600_000))),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_grant');
    const code = totpCode(secret, p.clock.now);
    const ok = await json(await second(first.body.mfa_token, code));
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    const self = await p.call('GET', '/svc/users/v3/users/self', { token: ok.body.access_token });
    expect(self.status).toBe(200);
    // The challenge is spent.
    expect((await second(first.body.mfa_token, code)).status).toBe(400);
    // The same code in the same step, on a new sign-in: refused.
    const again = await json(await password('end user'));
    expect((await second(again.body.mfa_token, code)).status).toBe(400);
    p.clock.advance(30);
    expect((await second(again.body.mfa_token, totpCode(secret, p.clock.now))).status).toBe(200);
  });

  it('SEC-03 a recovery code signs in once; used again it is refused', async () => {
    const first = await json(await password('end user'));
    expect(first.body.recovery).toBe(true);
    expect((await second(first.body.mfa_token, recoveryCodes[0]!.toUpperCase())).status).toBe(200);
    const again = await json(await password('end user'));
    expect((await second(again.body.mfa_token, recoveryCodes[0]!)).status).toBe(400);
    expect((await second(again.body.mfa_token, recoveryCodes[1]!)).status).toBe(200);
  });

  it('SEC-03 wrong codes are limited: the challenge is spent after five', async () => {
    p.clock.advance(3600);
    const first = await json(await password('end user'));
    const bad = totpCode(secret, new Date(p.clock.now.getTime() - 3_600_000));
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await second(first.body.mfa_token, bad)).status);
    expect(answers.slice(0, 2)).toEqual([400, 400]);
    p.clock.advance(3600);
    expect((await second(first.body.mfa_token, totpCode(secret, p.clock.now))).status).toBe(400);
  });

  it('SEC-03 wrong codes count like wrong passwords: the login is held, with Retry-After', async () => {
    p.clock.advance(3600);
    let held: Response | undefined;
    let last: Json;
    for (let i = 0; i < 30 && !held; i++) {
      const asked = await password('end user');
      if (asked.status === 429) held = asked;
      else {
        last = await asked.json();
        const answer = await second(
          last.mfa_token,
          totpCode(secret, new Date(p.clock.now.getTime() - 3_600_000)),
        );
        if (answer.status === 429) held = answer;
      }
    }
    expect(held?.status).toBe(429);
    expect(Number(held!.headers.get('retry-after'))).toBeGreaterThan(0);
    p.clock.advance(24 * 3600);
  });

  it('SEC-03 e-mail codes: enrolled with a code from the outbox, then sent at sign-in, short-lived', async () => {
    p.clock.advance(3600);
    const role = 'reports admin';
    const userId = await userIdOf(role);
    const token = await tokenOf(role);
    const started = await json(
      await p.call('POST', '/svc/auth/mfa/methods/self', { token, json: { kind: 'email' } }),
    );
    expect(started.status).toBe(201);
    const confirmed = await json(
      await p.call('POST', '/svc/auth/mfa/request/verification', {
        token,
        json: { methodId: started.body.method.id, code: await lastCode(userId) },
      }),
    );
    expect(confirmed.status).toBe(200);
    const first = await json(await password(role));
    expect(first.body).toMatchObject({ code: 'mfa_required', methods: ['email'] });
    const sent = await json(
      await p.app.request('/svc/auth/mfa/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mfa_token: first.body.mfa_token, method: 'email' }),
      }),
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(userId);
    expect(code).toMatch(/^\d{6}$/);
    expect((await second(first.body.mfa_token, code)).status).toBe(200);
    // A code after its ten minutes: refused.
    const later = await json(await password(role));
    await p.app.request('/svc/auth/mfa/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mfa_token: later.body.mfa_token, method: 'email' }),
    });
    const stale = await lastCode(userId);
    p.clock.advance(11 * 60);
    expect((await second(later.body.mfa_token, stale)).status).toBe(400);
  });

  it('SEC-03 an administrator sees a user’s methods and resets them', async () => {
    const admin = await tokenOf('account administrator');
    const userId = await userIdOf('reports admin');
    const listed = await json(await p.call('GET', `/svc/auth/mfa/methods/user/${userId}`, { token: admin }));
    expect(listed.status).toBe(200);
    expect(listed.body.items).toMatchObject([{ kind: 'email' }]);
    const removed = await p.call('DELETE', `/svc/auth/mfa/methods/${listed.body.items[0].id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect((await password('reports admin')).status).toBe(200);
  });

  it('SEC-03 enforcement turned on makes a user without a method enrol at sign-in; the appserver flag is the same truth', async () => {
    // An account administrator reads the account's sign-in security; its super user changes it.
    const viewer = await tokenOf('account administrator');
    const admin = await tokenOf('account super user');
    const acme = (await (await p.call('GET', '/svc/users/v3/users/self', { token: admin })).json())
      .account_id;
    expect(
      (await json(await p.call('GET', `/svc/auth/mfa/enforcement/${acme}`, { token: admin }))).body.enforced,
    ).toBe(false);
    expect(
      (await p.call('PUT', `/svc/auth/mfa/enforcement/${acme}`, { token: viewer, json: { enforced: true } }))
        .status,
    ).toBe(403);
    const on = await p.call('PUT', `/svc/auth/mfa/enforcement/${acme}`, {
      token: admin,
      json: { enforced: true },
    });
    expect(on.status).toBe(200);
    const settings = await json(
      await p.call('GET', `/svc/appserver/rest/account/${acme}/mfaSettings`, { token: admin }),
    );
    expect(settings.body.enable_mfa).toBe(true);

    const first = await json(await password('billing admin'));
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ code: 'mfa_required', methods: [], enrolment_required: true });
    const enrol = await json(
      await p.app.request('/svc/auth/mfa/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mfa_token: first.body.mfa_token, method: 'totp' }),
      }),
    );
    expect(enrol.status).toBe(200);
    expect(enrol.body.qrCode).toMatch(/^data:image\/svg/);
    const ok = await json(await second(first.body.mfa_token, totpCode(enrol.body.secret, p.clock.now)));
    expect(ok.status).toBe(200);
    const mine = await json(
      await p.call('GET', '/svc/auth/mfa/methods/self', { token: ok.body.access_token }),
    );
    expect(mine.body).toMatchObject({ enforced: true, items: [{ kind: 'totp' }] });

    const off = await p.call('POST', `/svc/appserver/rest/account/${acme}/mfaSettings/enable_mfa`, {
      token: admin,
      json: { enable_mfa: false },
    });
    expect(off.status).toBe(200);
    expect(
      (await json(await p.call('GET', `/svc/auth/mfa/enforcement/${acme}`, { token: admin }))).body.enforced,
    ).toBe(false);
    // A user without a method signs in on the password alone again.
    expect((await password('reports admin')).status).toBe(200);
  });

  it('SEC-03 a user who enrols at sign-in is given recovery codes once with the tokens, and signs in with one afterwards', async () => {
    const admin = await tokenOf('account super user');
    const acme = (await (await p.call('GET', '/svc/users/v3/users/self', { token: admin })).json())
      .account_id;
    await p.call('PUT', `/svc/auth/mfa/enforcement/${acme}`, { token: admin, json: { enforced: true } });
    try {
      const first = await json(await password('reports admin'));
      expect(first.body).toMatchObject({ code: 'mfa_required', enrolment_required: true, recovery: false });
      const enrol = await json(
        await p.app.request('/svc/auth/mfa/request', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mfa_token: first.body.mfa_token, method: 'totp' }),
        }),
      );
      const ok = await json(await second(first.body.mfa_token, totpCode(enrol.body.secret, p.clock.now)));
      expect(ok.status).toBe(200);
      expect(ok.body.access_token).toEqual(expect.any(String));
      const codes = ok.body.recovery_codes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const mine = await json(
        await p.call('GET', '/svc/auth/mfa/methods/self', { token: ok.body.access_token }),
      );
      expect(mine.body).toMatchObject({ recoveryCodesLeft: 10, items: [{ kind: 'totp' }] });

      // The next sign-in asks for a code and takes a recovery code; its answer carries no codes.
      const again = await json(await password('reports admin'));
      expect(again.body).toMatchObject({ code: 'mfa_required', enrolment_required: false, recovery: true });
      const withCode = await json(await second(again.body.mfa_token, codes[3]!));
      expect(withCode.status).toBe(200);
      expect(withCode.body.recovery_codes).toBeUndefined();
      const used = await json(await password('reports admin'));
      expect((await second(used.body.mfa_token, codes[3]!)).status).toBe(400);
    } finally {
      await p.call('PUT', `/svc/auth/mfa/enforcement/${acme}`, { token: admin, json: { enforced: false } });
    }
  });
});
