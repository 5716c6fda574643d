// The portal's session against the platform in process (issue 23, decision 0109): a sign-in of a
// user whose account enforces MFA stops at the second step with no token; a user who must enrol
// starts an authenticator from the challenge, and the code of its key signs in; a wrong code keeps
// the step with the attempts left.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers } from '../../mocks/platform';
import { totpCode } from '../../server/areas/mfa/totp';
import { mfaRequest } from '../../src/api/mfa';
import { createSession } from '../../src/app/session/SessionContext';
import { callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const server = setupServer();

beforeAll(async () => {
  p = await startPlatform();
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...platformHandlers(p.app));
});
afterAll(async () => {
  server.close();
  await p.close();
});

describe('the second step in the portal session', () => {
  it('SEC-03 an enforcing account: no token after the password; enrol at sign-in, then a code signs in after the recovery codes are shown once', async () => {
    const su = await callers(p).as('account super user');
    expect((await su.put(`/svc/auth/mfa/enforcement/${su.accountId}`, { enforced: true })).status).toBe(200);
    const who = demo('users admin');
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
    session.tokenActor.send({ type: 'session.signIn', username: who.loginName, password: who.password });
    const asked = await waitFor(session.tokenActor, (s) => s.hasTag('secondFactor') && !s.hasTag('busy'));
    expect(asked.context.accessToken).toBeUndefined();
    expect(asked.context.challenge).toMatchObject({ enrolmentRequired: true, methods: [] });

    const config = await testWgConfig(p.app);
    const enrol = await mfaRequest(config.services.auth.url, {
      mfaToken: asked.context.challenge!.mfaToken,
      method: 'totp',
    });
    if (enrol.method !== 'totp') throw new Error('expected an authenticator');
    session.tokenActor.send({
      type: 'session.secondFactor',
      otp: '000000' === totpCode(enrol.secret, p.clock.now) ? '111111' : '000000',
    });
    const refused = await waitFor(session.tokenActor, (s) => s.matches('secondFactor'));
    expect(refused.context.signInError).toMatchObject({
      code: 'invalid_grant',
      attemptsLeft: expect.any(Number),
    });

    session.tokenActor.send({ type: 'session.secondFactor', otp: totpCode(enrol.secret, p.clock.now) });
    // Enrolled now: the recovery codes are shown once, and the portal opens only after they are kept.
    const codes = await waitFor(session.tokenActor, (s) => s.hasTag('recoveryCodes'));
    expect(codes.hasTag('usable')).toBe(false);
    expect(codes.context.recoveryCodes).toHaveLength(10);
    session.tokenActor.send({ type: 'session.recoveryCodesKept' });
    const signedIn = await waitFor(session.tokenActor, (s) => s.matches('valid'));
    expect(signedIn.context.recoveryCodes).toBeUndefined();
    expect(signedIn.context.accessToken).toBeTruthy();
    expect(signedIn.context.challenge).toBeUndefined();
    await su.put(`/svc/auth/mfa/enforcement/${su.accountId}`, { enforced: false });
  });
});
