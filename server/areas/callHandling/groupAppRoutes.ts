// Call groups and call pickup groups on the appserver family (CALL-02, decision 0094): the
// account's call groups whole (C-354), its pickup groups (C-355) and their create, change and
// delete of our own. Pickup groups are offered only when the workspace flag
// enableCallPickupGroups is on (the server config); when it is off every pickup call answers 404,
// as a call that is not offered.
import { eq } from 'drizzle-orm';
import { pickupGroupBodySchema } from '../../../src/domain/schemas/callHandling/groups';
import { pickupGroups } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { loadCallGroups, loadPickupGroups, pickupGroupRows, savePickupGroup } from './groupStore';

const byPickupGroup = { row: pickupGroupRows, param: 'pickupGroupId' } as const;

export function groupAppRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const offered = () => {
    if (!deps.config.enableCallPickupGroups) throw notFound('Call pickup groups are not offered.');
  };
  return secureRouter(deps)
    .get(
      '/rest/account/:accountId/callGroups',
      {
        catalogue: ['C-354'],
        permission: 'read:groups',
        account: 'path',
        summary: 'The account’s call groups, each with its members in ring order',
      },
      async (c) => {
        const items = await loadCallGroups(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .get(
      '/rest/account/:accountId/callPickupGroups',
      {
        catalogue: ['C-355'],
        permission: 'read:groups',
        account: 'path',
        summary:
          'The account’s call pickup groups with their members (404 when pickup groups are not offered)',
      },
      async (c) => {
        offered();
        const items = await loadPickupGroups(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .post(
      '/rest/account/:accountId/callPickupGroups',
      {
        catalogue: [],
        permission: 'create:groups',
        account: 'path',
        body: pickupGroupBodySchema,
        summary: 'Create a call pickup group',
      },
      async (c, { body }) => {
        offered();
        return c.json(await savePickupGroup(db, c.get('actingAccountId'), undefined, body), 201);
      },
    )
    .get(
      '/rest/account/:accountId/callPickupGroups/:pickupGroupId',
      {
        catalogue: [],
        permission: 'read:groups',
        account: byPickupGroup,
        summary: 'A call pickup group with its members',
      },
      async (c, { row }) => {
        offered();
        const [group] = await loadPickupGroups(db, row.accountId, row.id);
        return c.json(group);
      },
    )
    .put(
      '/rest/account/:accountId/callPickupGroups/:pickupGroupId',
      {
        catalogue: [],
        permission: 'update:groups',
        account: byPickupGroup,
        body: pickupGroupBodySchema,
        summary: 'Change a call pickup group: its name and members',
      },
      async (c, { row, body }) => {
        offered();
        return c.json(await savePickupGroup(db, row.accountId, row.id, body));
      },
    )
    .delete(
      '/rest/account/:accountId/callPickupGroups/:pickupGroupId',
      {
        catalogue: [],
        permission: 'delete:groups',
        account: byPickupGroup,
        summary: 'Delete a call pickup group (its members stay as they are)',
      },
      async (c, { row }) => {
        offered();
        await db.delete(pickupGroups).where(eq(pickupGroups.id, row.id));
        return c.body(null, 204);
      },
    );
}
