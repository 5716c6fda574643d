// MFA (issue 23, item 2; SEC-03; decision 0109). The auth family: one's own methods (C-213,
// C-214, C-209 confirm, remove, recovery codes), a user's methods for administrators (C-211,
// C-212), the second step's requests at sign-in (C-210), the account's enforcement (C-215,
// C-216). The appserver family: the same enforcement as the appserver's MFA settings and
// enable flag (C-367, C-368). The second step itself is the token endpoint's grant `mfa`
// (server/areas/auth/authRoutes.ts calls ./secondFactor.ts).
import { noBodySchema } from '../../../src/domain/schemas/common';
import {
  mfaEnableSchema,
  mfaEnforcementSchema,
  mfaMethodCreateSchema,
  mfaRequestSchema,
  mfaVerificationSchema,
} from '../../../src/domain/security/mfa';
import { tableRows } from '../../auth/rows';
import { mfaMethods } from '../../db/schema';
import { refusedAsMissing, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { confirmOwnMethod, ownMethods, ownRecoveryCodes, startOwnMethod } from './enrolment';
import { isEnforced, methodsOf, methodView, removeMethod, setEnforced } from './mfaStore';
import { requestOnChallenge } from './secondFactor';

export const mfaMethodRows = tableRows('MFA method', mfaMethods);
const ONE_METHOD = { row: mfaMethodRows, param: 'mfa_id' } as const;

export function mfaRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/mfa/methods/self',
      { catalogue: ['C-213'], session: true, summary: 'One’s own second factors (never their secrets)' },
      async (c) => {
        const p = c.get('principal');
        return c.json(await ownMethods(deps, p, await isEnforced(db, p.homeAccountId)));
      },
    )
    .post(
      '/mfa/methods/self',
      {
        catalogue: ['C-214'],
        session: true,
        body: mfaMethodCreateSchema,
        summary:
          'Start a second factor of one’s own: an authenticator (its secret and QR code, shown once) or e-mail codes (a first code is sent)',
      },
      async (c, { body }) =>
        c.json(await startOwnMethod(deps, c.get('principal').userId, body.kind, body.label), 201),
    )
    .post(
      '/mfa/request/verification',
      {
        catalogue: ['C-209'],
        session: true,
        body: mfaVerificationSchema,
        summary:
          'Confirm one’s new second factor with its first code; the first one brings recovery codes, shown once',
      },
      async (c, { body }) =>
        c.json(await confirmOwnMethod(deps, c.get('principal').userId, body.methodId, body.code)),
    )
    .delete(
      '/mfa/methods/self/:mfa_id',
      {
        catalogue: [],
        session: true,
        account: ONE_METHOD,
        body: noBodySchema,
        summary: 'Remove one of one’s own second factors',
      },
      async (c, { row }) => {
        if (row.userId !== c.get('principal').userId) throw refusedAsMissing(c, 'MFA method not found');
        return c.json(await removeMethod(deps, row));
      },
    )
    .post(
      '/mfa/recovery-codes/self',
      {
        catalogue: [],
        session: true,
        body: noBodySchema,
        summary: 'A new set of one’s recovery codes, shown once; the old ones stop working',
      },
      async (c) => c.json(await ownRecoveryCodes(deps, c.get('principal').userId), 201),
    )
    .post(
      '/mfa/request',
      {
        catalogue: ['C-210'],
        public: true,
        rateLimit: 'signIn',
        body: mfaRequestSchema,
        summary:
          'At sign-in’s second step: send an e-mail code, or start the authenticator a user must enrol (its secret and QR code)',
      },
      async (c, { body }) => {
        c.header('cache-control', 'no-store');
        return c.json(await requestOnChallenge(deps, body.mfa_token, body.method));
      },
    )
    .get(
      '/mfa/methods/user/:userId',
      { catalogue: ['C-211'], permission: 'read:users', account: 'user', summary: 'A user’s second factors' },
      async (c, { row: user }) => c.json({ items: (await methodsOf(db, user.id)).map(methodView) }),
    )
    .delete(
      '/mfa/methods/:mfa_id',
      {
        catalogue: ['C-212'],
        permission: 'update:users',
        account: ONE_METHOD,
        body: noBodySchema,
        summary:
          'Remove a user’s second factor (a reset: with none left, they enrol again at sign-in if required)',
      },
      async (c, { row }) => c.json(await removeMethod(deps, row)),
    )
    .get(
      '/mfa/enforcement/:accountId',
      {
        catalogue: ['C-215'],
        permission: 'read:security-settings',
        account: 'path',
        summary: 'Whether the account requires MFA',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json({ accountId, enforced: await isEnforced(db, accountId) });
      },
    )
    .put(
      '/mfa/enforcement/:accountId',
      {
        catalogue: ['C-216'],
        permission: 'update:security-settings',
        account: 'path',
        body: mfaEnforcementSchema,
        summary: 'Require MFA of every user of the account at sign-in, or not',
      },
      async (c, { body }) =>
        c.json(await setEnforced(deps, c.get('actingAccountId'), body.enforced, c.get('principal').userId)),
    );
}

/** The appserver's view of the same setting (C-367, C-368). */
export function appserverMfaRoutes(deps: Deps): SecureRouter {
  return secureRouter(deps)
    .get(
      '/rest/account/:accountId/mfaSettings',
      {
        catalogue: ['C-367'],
        permission: 'read:security-settings',
        account: 'path',
        summary: 'The account’s MFA settings (the enforcement of /mfa/enforcement)',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const enforced = await isEnforced(deps.db, accountId);
        return c.json({ accountId, enable_mfa: enforced });
      },
    )
    .post(
      '/rest/account/:accountId/mfaSettings/enable_mfa',
      {
        catalogue: ['C-368'],
        permission: 'update:security-settings',
        account: 'path',
        body: mfaEnableSchema,
        summary: 'Turn MFA on or off for the account (the enforcement of /mfa/enforcement)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await setEnforced(deps, accountId, body.enable_mfa, c.get('principal').userId);
        return c.json({ accountId, enable_mfa: body.enable_mfa });
      },
    );
}
