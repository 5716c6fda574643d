// E-mails go to the outbox, and to SMTP when SMTP_URL is set (a fake SMTP server here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink';

let p: TestPlatform;
let smtp: SmtpSink;

beforeAll(async () => {
  p = await startPlatform();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await p.close();
});

describe('outbox', () => {
  it('USER-08 the resend of the welcome e-mail is recorded in the outbox and handed to SMTP', async () => {
    const admin = demo('account administrator');
    const token = (await p.signIn(admin.loginName, admin.password)).access_token;
    const self = await (await p.call('GET', '/svc/users/v3/users/self', { token })).json();
    const found = await (
      await p.call(
        'GET',
        `/svc/ucaas/api/ucaas/account/${self.account_id}/userKeywordSearch?keyword=user@acme.example`,
        { token },
      )
    ).json();
    const userId = found.results[0].userId;
    process.env.SMTP_URL = smtp.url;
    const res = await p.call(
      'POST',
      `/svc/appserver/rest/account/${self.account_id}/user/${userId}/resendNewUserEmail`,
      { token },
    );
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(smtp.received[0]).toMatch(/To: user@acme.example/);
    expect(smtp.received[0]).toMatch(/Subject: Welcome to your business phone service/);
    const box = await (
      await p.call('GET', `/svc/appserver/rest/account/${self.account_id}/outbox`, { token })
    ).json();
    await expect
      .poll(
        async () =>
          (
            await (
              await p.call('GET', `/svc/appserver/rest/account/${self.account_id}/outbox`, { token })
            ).json()
          ).items[0].sentAt,
        { timeout: 5000 },
      )
      .not.toBeNull();
    expect(box.items[0]).toMatchObject({ kind: 'newUser', toAddress: 'user@acme.example' });
    delete process.env.SMTP_URL;
  });
});
