// The key tool's texts (MISC-02, decision 0116): an account's edits of the portal's message texts
// per locale, over the defaults (src/domain/messageTexts.ts). Anyone of the account reads them
// (the portal shows them); only a provider super user writes or resets one: the server refuses
// everyone else with 403, whatever their permissions.
import { and, eq } from 'drizzle-orm';
import { isMessageKey, MESSAGE_DEFAULTS, mayEditMessageTexts } from '../../../src/domain/messageTexts';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { messageTextSchema } from '../../../src/domain/schemas/portalSettings';
import { z } from '../../../src/domain/schemas/zod';
import { accounts, messageTexts } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Principal } from '../../http/types';

const localeQuery = z.object({
  locale: z
    .enum(['en-gb', 'en-au', 'en-us', 'en-in'], { error: 'locale is en-gb, en-au, en-us or en-in.' })
    .optional(),
});

const isProviderSuperUser = (p: Principal) => mayEditMessageTexts(p);
const ONLY = 'Only a provider super user edits the portal’s texts.';

export function messageTextRoutes(deps: Deps) {
  const { db } = deps;
  const textsOf = async (accountId: number, locale: string) => {
    const rows = await db
      .select()
      .from(messageTexts)
      .where(and(eq(messageTexts.accountId, accountId), eq(messageTexts.locale, locale)));
    const edits = new Map(rows.map((r) => [r.key, r.text]));
    return {
      accountId,
      locale,
      items: Object.entries(MESSAGE_DEFAULTS).map(([key, text]) => ({
        key,
        defaultText: text,
        text: edits.get(key) ?? text,
        edited: edits.has(key),
      })),
    };
  };
  /** The locale asked for, else the account's own. */
  const localeOf = async (accountId: number, asked: string | undefined) => {
    if (asked) return asked;
    const [a] = await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.id, accountId));
    return a?.locale.toLowerCase() ?? 'en-us';
  };
  const writable = (principal: Principal, key: string) => {
    if (!isProviderSuperUser(principal)) throw forbidden(ONLY);
    if (!isMessageKey(key)) throw notFound('No portal text has this key.');
  };
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/messageTexts',
      {
        catalogue: [],
        permission: 'read:account',
        account: 'path',
        query: localeQuery,
        summary: 'The portal’s texts in a locale: the account’s edits over the defaults',
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        return c.json(await textsOf(accountId, await localeOf(accountId, query.locale)));
      },
    )
    .put(
      '/api/ucaas/account/:accountId/messageTexts/:messageKey',
      {
        catalogue: [],
        permission: 'read:account',
        account: 'path',
        query: localeQuery,
        body: messageTextSchema,
        summary: 'Edit one of the portal’s texts for the account and locale (provider super users only)',
      },
      async (c, { query, body }) => {
        const key = c.req.param('messageKey') ?? '';
        writable(c.get('principal'), key);
        const accountId = c.get('actingAccountId');
        const locale = await localeOf(accountId, query.locale);
        const now = deps.now();
        const updatedBy = c.get('principal').userId;
        await db
          .insert(messageTexts)
          .values({ accountId, locale, key, text: body.text, updatedBy, updatedAt: now })
          .onConflictDoUpdate({
            target: [messageTexts.accountId, messageTexts.locale, messageTexts.key],
            set: { text: body.text, updatedBy, updatedAt: now },
          });
        return c.json(await textsOf(accountId, locale));
      },
    )
    .delete(
      '/api/ucaas/account/:accountId/messageTexts/:messageKey',
      {
        catalogue: [],
        permission: 'read:account',
        account: 'path',
        query: localeQuery,
        body: noBodySchema,
        summary: 'Reset one of the portal’s texts to its default (provider super users only)',
      },
      async (c, { query }) => {
        const key = c.req.param('messageKey') ?? '';
        writable(c.get('principal'), key);
        const accountId = c.get('actingAccountId');
        const locale = await localeOf(accountId, query.locale);
        await db
          .delete(messageTexts)
          .where(
            and(
              eq(messageTexts.accountId, accountId),
              eq(messageTexts.locale, locale),
              eq(messageTexts.key, key),
            ),
          );
        return c.json(await textsOf(accountId, locale));
      },
    );
}
