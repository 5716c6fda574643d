// The referral programme (issue 24 item 4; MISC-01; C-473..C-476; decision 0115): public pages of
// a referring partner, by its code. A referrer registers (C-476), signs in (C-473) and sees their
// share link, asks for a new password (C-475: through the outbox, the same answer whether or not
// the address is registered) and sets it (a call of our own). Each is rate limited like sign-in.
// A partner's own people read the partner's share link (C-474) on the Referrals page.
import {
  referralForgotSchema,
  referralLoginSchema,
  referralRegisterSchema,
  referralResetSchema,
} from '../../../src/domain/schemas/referral';
import { trustedOrigin } from '../../http/origins';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { queueMail } from '../../mail/outbox';
import {
  finishReset,
  programmeByCode,
  programmeOf,
  type ReferrerRow,
  registerReferrer,
  shareLinkOf,
  signInReferrer,
  startReset,
} from './referralStore';

const BASE = '/api/ucaas/referral';
const FORGOT_ANSWER =
  'If this address is registered, we have sent it a link to choose a new password. The link works for one hour.';

export function referralRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const origin = (url: string) => trustedOrigin(deps.config, url);
  const referrerAnswer = (url: string, code: string, r: ReferrerRow) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    email: r.email,
    shareLink: shareLinkOf(origin(url), code, r.id),
  });
  return secureRouter(deps)
    .post(
      `${BASE}/register`,
      {
        catalogue: ['C-476'],
        public: true,
        rateLimit: 'signIn',
        body: referralRegisterSchema,
        summary: 'Register as a referrer with a partner’s referral programme (by its code)',
      },
      async (c, { body }) => {
        const programme = await programmeByCode(db, body.code);
        const r = await registerReferrer(db, programme.accountId, body, deps.now());
        return c.json(referrerAnswer(c.req.url, programme.code, r), 201);
      },
    )
    .post(
      `${BASE}/login`,
      {
        catalogue: ['C-473'],
        public: true,
        rateLimit: 'signIn',
        body: referralLoginSchema,
        summary: 'Sign in to a partner’s referral programme; answers the referrer’s share link',
      },
      async (c, { body }) => {
        const programme = await programmeByCode(db, body.code);
        const r = await signInReferrer(db, programme.accountId, body.email, body.password);
        return c.json(referrerAnswer(c.req.url, programme.code, r));
      },
    )
    .post(
      `${BASE}/forgot-password`,
      {
        catalogue: ['C-475'],
        public: true,
        rateLimit: 'signIn',
        body: referralForgotSchema,
        summary:
          'Send a referrer a link to choose a new password; the same answer whether or not the address is registered',
      },
      async (c, { body }) => {
        const programme = await programmeByCode(db, body.code);
        const started = await startReset(db, programme.accountId, body.email, deps.now());
        if (started) {
          const link = `${origin(c.req.url) ?? ''}/#/referral/${programme.code}/reset?token=${started.token}`;
          // Held back when the address had enough e-mails this hour: the answer stays the same.
          await queueMail(deps, [
            {
              accountId: programme.accountId,
              userId: null,
              kind: 'referralReset',
              to: started.referrer.email,
              subject: 'Choose a new password for the referral programme',
              body: `Hello ${started.referrer.name},\n\nFollow this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
            },
          ]);
        }
        return c.json({ message: FORGOT_ANSWER }, 202);
      },
    )
    .post(
      `${BASE}/reset-password`,
      {
        catalogue: [],
        public: true,
        rateLimit: 'signIn',
        body: referralResetSchema,
        summary:
          'Choose a new referral programme password with the e-mailed link’s token (once, within an hour)',
      },
      async (c, { body }) => {
        const programme = await programmeByCode(db, body.code);
        const r = await finishReset(db, programme.accountId, body.token, body.password, deps.now());
        return c.json(referrerAnswer(c.req.url, programme.code, r));
      },
    )
    .get(
      '/api/ucaas/account/:accountId/referral/share-link',
      {
        catalogue: ['C-474'],
        permission: 'read:partner-menu',
        account: 'path',
        summary:
          'The partner’s referral share link (its programme’s code); nulls when the account has no programme',
      },
      async (c) => {
        const programme = await programmeOf(db, c.get('actingAccountId'));
        // No programme is an answer, not a missing thing (a 404 is always the error modal, ERR-03).
        if (!programme) return c.json({ code: null, shareLink: null });
        return c.json({ code: programme.code, shareLink: shareLinkOf(origin(c.req.url), programme.code) });
      },
    );
}
