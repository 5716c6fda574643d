// Single sign-on (issue 23, item 1; SEC-01; C-183..C-196; decision 0110), in the auth family: an
// account's SSO settings (read, write, remove, a parent's override), its SSO users (SSO only,
// disabled, never signed in, bulk enable / disable, one user), the SSO audit log with its types
// and CSV export, and the user name look-up the sign-in page asks before a password.
import { noBodySchema } from '../../../src/domain/schemas/common';
import {
  SSO_AUDIT_TYPE_LABELS,
  SSO_AUDIT_TYPES,
  ssoAuditExportQuerySchema,
  ssoAuditLogQuerySchema,
  ssoOverrideSchema,
  ssoSettingsSchema,
  ssoUserListQuerySchema,
  ssoUsernameQuerySchema,
  ssoUsersChangeSchema,
  ssoUsersStateSchema,
} from '../../../src/domain/security/sso';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { ssoAuditCsv, ssoAuditPage } from './ssoAudit';
import {
  deleteSsoSettings,
  overrideSsoSettings,
  putSsoSettings,
  ssoForUsername,
  ssoSettingsOf,
} from './ssoSettingsStore';
import { changeUsersState, setSsoOnly, ssoUserOf, ssoUserPage } from './ssoUserStore';

const A = '/v1/sso/accounts/:accountId';
const READ = { permission: 'read:sso-settings', account: 'session' } as const;
const UPDATE = { permission: 'update:sso-settings', account: 'session' } as const;

export function ssoRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      A,
      {
        catalogue: ['C-183'],
        permission: 'read:sso-settings',
        account: 'path',
        summary: 'The account’s SSO settings (never the client secret)',
      },
      async (c) => c.json(await ssoSettingsOf(db, c.get('actingAccountId'))),
    )
    .put(
      A,
      {
        catalogue: ['C-184'],
        permission: 'update:sso-settings',
        account: 'path',
        body: ssoSettingsSchema,
        summary:
          'Set the account’s SSO: its OpenID provider, client, e-mail domains, just-in-time creation, on or off',
      },
      async (c, { body }) =>
        c.json(await putSsoSettings(deps, c.get('actingAccountId'), body, c.get('principal'))),
    )
    .delete(
      A,
      {
        catalogue: ['C-185'],
        permission: 'delete:sso-settings',
        account: 'path',
        body: noBodySchema,
        summary: 'Remove the account’s SSO settings and free its domains',
      },
      async (c) => c.json(await deleteSsoSettings(deps, c.get('actingAccountId'), c.get('principal'))),
    )
    .put(
      `${A}/override`,
      {
        catalogue: ['C-186'],
        permission: 'update:sso-settings',
        account: 'path',
        body: ssoOverrideSchema,
        summary:
          'A parent account sets a child account’s SSO, and may lock it against the child’s own people',
      },
      async (c, { body }) =>
        c.json(await overrideSsoSettings(deps, c.get('actingAccountId'), body, c.get('principal'))),
    )
    .put(
      '/v1/sso/users',
      {
        catalogue: ['C-187'],
        ...UPDATE,
        body: ssoUsersChangeSchema,
        summary: 'Make users of the account SSO only, or let them sign in with a password again',
      },
      async (c, { body }) =>
        c.json(await setSsoOnly(deps, c.get('actingAccountId'), body, c.get('principal'))),
    )
    .get(
      '/v1/sso/disabled-users',
      {
        catalogue: ['C-188'],
        ...READ,
        query: ssoUserListQuerySchema,
        summary: 'The account’s disabled users, by page',
      },
      async (c, { query }) => c.json(await ssoUserPage(db, c.get('actingAccountId'), 'disabled', query)),
    )
    .get(
      '/v1/sso/never-logged-in-users',
      {
        catalogue: ['C-189'],
        ...READ,
        query: ssoUserListQuerySchema,
        summary: 'The account’s users who have never signed in, by page',
      },
      async (c, { query }) => c.json(await ssoUserPage(db, c.get('actingAccountId'), 'neverLoggedIn', query)),
    )
    .put(
      '/v1/sso/change-users-state',
      {
        catalogue: ['C-190'],
        ...UPDATE,
        body: ssoUsersStateSchema,
        summary: 'Enable or disable users of the account, in bulk',
      },
      async (c, { body }) =>
        c.json(await changeUsersState(deps, c.get('actingAccountId'), body, c.get('principal'))),
    )
    .get(
      '/v1/sso/username',
      {
        catalogue: ['C-191'],
        public: true,
        query: ssoUsernameQuerySchema,
        summary: 'Whether a user name signs in through SSO (by its e-mail domain; says nothing of the user)',
      },
      async (c, { query }) => {
        const sso = await ssoForUsername(db, query.username);
        // Only what the domain says (decision 0121): whether passwords are offered for it at all.
        return c.json({
          username: query.username,
          sso: sso !== undefined,
          domain: sso?.domain ?? null,
          passwordSignIn: !sso?.ssoOnly,
        });
      },
    )
    .get(
      '/v1/sso/audit-logs',
      {
        catalogue: ['C-192'],
        ...READ,
        query: ssoAuditLogQuerySchema,
        summary: 'The account’s SSO audit log, newest first, by type and days',
      },
      async (c, { query }) => c.json(await ssoAuditPage(db, c.get('actingAccountId'), query)),
    )
    .get(
      '/v1/sso/audit-logs/export',
      {
        catalogue: ['C-193'],
        ...READ,
        query: ssoAuditExportQuerySchema,
        summary: 'The account’s SSO audit log as a CSV file, with the same filters',
      },
      async (c, { query }) => {
        const csv = await ssoAuditCsv(db, c.get('actingAccountId'), query);
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="sso-audit-log.csv"',
          'cache-control': 'private, no-store',
        });
      },
    )
    .get(
      '/v1/sso/audit-log-types',
      { catalogue: ['C-194'], ...READ, summary: 'The types of the SSO audit log, with their labels' },
      (c) => c.json({ items: SSO_AUDIT_TYPES.map((type) => ({ type, label: SSO_AUDIT_TYPE_LABELS[type] })) }),
    )
    .get(
      '/v1/sso/users/self',
      { catalogue: ['C-195'], session: true, summary: 'The caller’s own SSO state and linked identities' },
      async (c) => c.json(await ssoUserOf(db, c.get('principal').userId)),
    )
    .get(
      '/v1/sso/users/:userId',
      {
        catalogue: ['C-196'],
        permission: 'read:sso-settings',
        account: 'user',
        summary: 'A user’s SSO state and linked identities',
      },
      async (c, { row }) => c.json(await ssoUserOf(db, row.id)),
    );
}
