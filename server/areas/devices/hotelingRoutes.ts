// The hoteling service's account-wide calls (issue 16, decision 0082): features and settings
// (C-430, C-437, C-438), shared lines (C-449), who is logged in (C-450), the password rules
// (C-451), the devices and lines read whole with a fields filter (C-454, C-455) and many lines
// changed at once (C-456).
import { sql } from 'drizzle-orm';
import {
  bulkLinesSchema,
  devicePasswordProblems,
  devicePasswordSchema,
  hotelingSettingsSchema,
} from '../../../src/domain/schemas/device';
import { accountLinesQuerySchema, devicesAndLinesQuerySchema } from '../../../src/domain/schemas/listQuery';
import { listOrder } from '../../db/listPage';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { loadLines } from './deviceStore';
import {
  accountLines,
  devicesWithLines,
  loggedInExtensions,
  narrowed,
  settingsOf,
  sharedLines,
} from './hotelingStore';
import { bulkUpdateLines, changeSettings } from './hotelingWrites';

export function hotelingRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/v1/accounts/:accountId/features',
      {
        catalogue: ['C-430'],
        permission: 'read:devices',
        account: 'path',
        summary: 'Whether the account has hoteling, its automatic log out and its device platform phase',
      },
      async (c) => {
        const s = await settingsOf(db, c.get('actingAccountId'));
        return c.json({
          hoteling: s.enabled,
          autoLogout: s.autoLogoutMinutes,
          deviceMigrationPhase: s.migrationPhase,
        });
      },
    )
    .get(
      '/v1/accounts/:accountId/settings',
      {
        catalogue: ['C-437'],
        permission: 'read:devices',
        account: 'path',
        summary: 'The account’s hoteling settings',
      },
      async (c) => c.json(await settingsOf(db, c.get('actingAccountId'))),
    )
    .put(
      '/v1/accounts/:accountId/settings',
      {
        catalogue: ['C-438'],
        permission: 'update:devices',
        account: 'path',
        body: hotelingSettingsSchema,
        summary: 'Change the account’s hoteling settings',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await changeSettings(db, accountId, body);
        return c.json(await settingsOf(db, accountId));
      },
    )
    .get(
      '/v1/accounts/:accountId/slaList',
      {
        catalogue: ['C-449'],
        permission: 'read:devices',
        account: 'path',
        summary: 'Extensions whose lines appear on more than one device, with those devices',
      },
      async (c) => c.json(await sharedLines(db, c.get('actingAccountId'))),
    )
    .get(
      '/v1/accounts/:accountId/loggedInExtensions',
      {
        catalogue: ['C-450'],
        permission: 'read:devices',
        account: 'path',
        summary: 'The account’s devices someone is logged in to, and who',
      },
      async (c) => c.json(await loggedInExtensions(db, c.get('actingAccountId'))),
    )
    .post(
      '/v1/accounts/:accountId/validatePassword',
      {
        catalogue: ['C-451'],
        permission: 'read:devices',
        account: 'path',
        body: devicePasswordSchema,
        // A check: it changes nothing.
        audit: false,
        summary:
          'Check a password against the device password rules (10–64 characters, a letter, a digit, not the SIP id)',
      },
      (c, { body }) => {
        const errors = devicePasswordProblems(body.password, body.sipId ? [body.sipId] : []);
        return c.json({ valid: errors.length === 0, errors });
      },
    )
    .get(
      '/v1/accounts/:accountId/devicesAndLines',
      {
        catalogue: ['C-454'],
        permission: 'read:devices',
        account: 'path',
        query: devicesAndLinesQuerySchema,
        summary: 'The account’s devices with their lines, narrowed to the fields asked for',
      },
      async (c, { query: q }) => {
        const order = sql.join(listOrder(q, { id: sql`d.id`, name: sql`d.name` }, sql`d.id`), sql`, `);
        const page = await devicesWithLines(db, c.get('actingAccountId'), order, {
          limit: q.pageSize,
          offset: q.offset,
        });
        return c.json({ total: page.total, items: narrowed(page.items, q.fields) });
      },
    )
    .get(
      '/v1/accounts/:accountId/lines',
      {
        catalogue: ['C-455'],
        permission: 'read:devices',
        account: 'path',
        query: accountLinesQuerySchema,
        summary: 'The account’s lines, narrowed to the fields asked for',
      },
      async (c, { query: q }) => {
        const order = sql.join(listOrder(q, { id: sql`l.id`, sipId: sql`l.sip_id` }, sql`l.id`), sql`, `);
        const page = await accountLines(db, c.get('actingAccountId'), order, {
          limit: q.pageSize,
          offset: q.offset,
        });
        return c.json({ total: page.total, items: narrowed(page.items, q.fields) });
      },
    )
    .put(
      '/v1/accounts/:accountId/lines',
      {
        catalogue: ['C-456'],
        permission: 'update:devices',
        account: 'path',
        body: bulkLinesSchema,
        summary: 'Change many lines’ emergency locations and extensions at once: all or none',
      },
      async (c, { body }) => {
        const ids = await bulkUpdateLines(db, c.get('actingAccountId'), body, deps.now());
        return c.json({ lines: await loadLines(db, ids) });
      },
    );
}
