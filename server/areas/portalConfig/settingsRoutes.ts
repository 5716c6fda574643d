// The account's clock and the ucaas lookups of the portal's settings (issue 24, misc-cfg; decision
// 0116): the account's time format (CFG-02, a call of our own), the countries (CFG-02's
// countryCallingCodes and countryCodeToName), systemConfig (C-173), the dashboard's saved filter
// (C-174/C-175), the postal code lookup (C-557) and the account's programmable services (C-399).
import { and, count, eq, isNull } from 'drizzle-orm';
import { CLIENT_DEFAULTS } from '../../../src/domain/address/clientDefaults';
import { COUNTRY_CALLING_CODES, COUNTRY_CODE_TO_NAME } from '../../../src/domain/locale/countries';
import { lookupPostalCode } from '../../../src/domain/locale/postalCode';
import {
  accountPortalSettingsSchema,
  dashboardFilterQuerySchema,
  dashboardFilterSchema,
  postalCodeQuerySchema,
  type SYSTEM_CONFIG_NAMES,
  systemConfigQuerySchema,
  TIME_FORMATS,
} from '../../../src/domain/schemas/portalSettings';
import { apiKeys, scimProvisioning, ssoSettings, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { accountTimeFormat, changePreferences, preferencesOf, setAccountTimeFormat } from './settingsStore';

const ACCOUNT_LOCALES = ['en-gb', 'en-au', 'en-us', 'en-in'];

/** systemConfig's answers (C-173): the platform's settings a portal reads, by name. */
const SYSTEM_CONFIG: Record<(typeof SYSTEM_CONFIG_NAMES)[number], unknown> = {
  clientDefaults: CLIENT_DEFAULTS,
  locales: ACCOUNT_LOCALES,
  timeFormats: TIME_FORMATS,
  dateFormats: ['mediumDate', 'timeString'],
  countryCallingCodes: COUNTRY_CALLING_CODES,
  countryCodeToName: COUNTRY_CODE_TO_NAME,
};

export function portalSettingsRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/portalSettings',
      {
        catalogue: [],
        permission: 'read:account',
        account: 'path',
        summary: 'The account’s clock: 12 or 24 hours, or null for its locale’s usual one',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json({ accountId, timeFormat: await accountTimeFormat(db, accountId) });
      },
    )
    .put(
      '/api/ucaas/account/:accountId/portalSettings',
      {
        catalogue: [],
        permission: 'update:account-settings',
        account: 'path',
        body: accountPortalSettingsSchema,
        summary: 'Set the account’s clock (every time its people read changes with it)',
      },
      async (c, { body }) =>
        c.json(await setAccountTimeFormat(db, c.get('actingAccountId'), body.timeFormat, deps.now())),
    )
    .get(
      '/api/ucaas/lookup/countries',
      {
        catalogue: [],
        session: true,
        summary: 'The countries an account may be in: countryCallingCodes and countryCodeToName',
      },
      (c) => c.json({ countryCallingCodes: COUNTRY_CALLING_CODES, countryCodeToName: COUNTRY_CODE_TO_NAME }),
    )
    .get(
      '/api/ucaas/lookup/systemConfig',
      {
        catalogue: ['C-173'],
        session: true,
        query: systemConfigQuerySchema,
        summary: 'One of the platform’s settings by name (the client defaults, locales, formats, countries)',
      },
      (c, { query }) => c.json({ name: query.name, value: SYSTEM_CONFIG[query.name] }),
    )
    .get(
      '/api/ucaas/lookup/dashboardsettingsfilter',
      {
        catalogue: ['C-174'],
        session: true,
        query: dashboardFilterQuerySchema,
        summary: 'The dashboard’s saved filter of the signed-in user',
      },
      async (c, { query }) => {
        const user = await ownUser(c.get('principal'), query);
        return c.json({
          userId: user.id,
          accountId: user.accountId,
          filter: (await preferencesOf(db, user)).dashboardFilter,
        });
      },
    )
    .put(
      '/api/ucaas/lookup/dashboardsettingsfilter',
      {
        catalogue: ['C-175'],
        session: true,
        query: dashboardFilterQuerySchema,
        body: dashboardFilterSchema,
        summary: 'Save the dashboard’s filter of the signed-in user',
      },
      async (c, { query, body }) => {
        const user = await ownUser(c.get('principal'), query);
        const saved = await changePreferences(db, user, { dashboardFilter: body }, deps.now());
        return c.json({ userId: user.id, accountId: user.accountId, filter: saved.dashboardFilter });
      },
    )
    .get(
      '/api/ucaas/lookup/postalCode',
      {
        catalogue: ['C-557'],
        session: true,
        query: postalCodeQuerySchema,
        summary: 'Whether a postal code is well formed for its country (US, GB, AU, IN), as written there',
      },
      (c, { query }) => c.json(lookupPostalCode(query.countryCode, query.postalCode)),
    )
    .get(
      '/api/ucaas/account/:accountId/programmableServices',
      {
        catalogue: ['C-399'],
        permission: 'read:account',
        account: 'path',
        summary: 'The account’s programmable services: API keys, SCIM provisioning and single sign-on',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const [keys] = await db
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
        const [scim] = await db
          .select({ enabled: scimProvisioning.enabled })
          .from(scimProvisioning)
          .where(eq(scimProvisioning.accountId, accountId));
        const [sso] = await db
          .select({ enabled: ssoSettings.enabled })
          .from(ssoSettings)
          .where(eq(ssoSettings.accountId, accountId));
        return c.json({
          accountId,
          items: [
            { service: 'apiKeys', name: 'API keys', enabled: keys.n > 0, activeCount: keys.n },
            { service: 'scimProvisioning', name: 'SCIM provisioning', enabled: scim?.enabled ?? false },
            { service: 'singleSignOn', name: 'Single sign-on', enabled: sso?.enabled ?? false },
          ],
        });
      },
    );

  /** The dashboard filter is one's own: another user or account answers 404, like a missing one. */
  async function ownUser(
    principal: { userId: number; homeAccountId: number },
    query: { userId?: number; accountId?: number },
  ) {
    const userId = query.userId ?? principal.userId;
    const accountId = query.accountId ?? principal.homeAccountId;
    if (userId !== principal.userId || accountId !== principal.homeAccountId)
      throw notFound('User not found');
    const [user] = await db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.id, principal.userId));
    if (!user) throw notFound('User not found');
    return user;
  }
}
