// Call groups and paging groups on the ucaas family (CALL-02, decision 0094): every group of the
// account (C-064), a group of any kind created or changed (C-065), a call group read and changed
// (C-066, C-067) and deleted, a paging group read (C-068), changed and deleted, and the account's
// incoming call routing, each number and what it rings (C-131).
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { destinationKey, type FlowNode, labelOf, nodeKey } from '../../../src/domain/callFlow/graph';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import {
  callGroupBodySchema,
  groupWriteSchema,
  type IncomingRoute,
  incomingRoutingQuerySchema,
  pagingGroupBodySchema,
} from '../../../src/domain/schemas/callHandling/groups';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import { callFlows, extensions, phoneNumbers, schedules } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { forbidden, notFound, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { refuseWhileReferenced } from './callFlowStore';
import { deleteExtensionGreetings } from './greetingStore';
import {
  callGroupRows,
  groupExists,
  groupSummaries,
  loadCallGroup,
  loadPagingGroup,
  pagingGroupRows,
  saveCallGroup,
  savePagingGroup,
  savePickupGroup,
} from './groupStore';

const byCallGroup = { row: callGroupRows, param: 'callGroupId' } as const;
const byPagingGroup = { row: pagingGroupRows, param: 'pagingGroupId' } as const;

export function groupRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const pickupOffered = deps.config.enableCallPickupGroups;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/groups',
      {
        catalogue: ['C-064'],
        permission: 'read:groups',
        account: 'path',
        summary:
          'Every group of the account: call and paging groups, and pickup groups where offered, with kind, name, description, extension number and member count',
      },
      async (c) => {
        const items = await groupSummaries(db, c.get('actingAccountId'), pickupOffered);
        return c.json({ total: items.length, items });
      },
    )
    .put(
      '/api/ucaas/account/:accountId/v1/groups',
      {
        catalogue: ['C-065'],
        permission: 'update:groups',
        account: 'path',
        body: groupWriteSchema,
        summary:
          'Create (no id) or change a call, paging or pickup group; a new call or paging group gets a free extension number',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const permissions = c.get('permissions');
        if (body.id === undefined && !permissions.has('create:groups'))
          throw forbidden('Your role may change groups but not create them.');
        if (body.kind === 'pickup' && !pickupOffered)
          throw validationFailed([{ field: 'kind', message: 'Call pickup groups are not offered.' }]);
        if (body.id !== undefined && !(await groupExists(db, accountId, body.kind, body.id)))
          throw notFound(`The account has no ${body.kind} group ${body.id}.`);
        const status = body.id === undefined ? 201 : 200;
        if (body.kind === 'call')
          return c.json(await saveCallGroup(db, accountId, body.id, body, body.extension), status);
        if (body.kind === 'paging')
          return c.json(await savePagingGroup(db, accountId, body.id, body, body.extension), status);
        return c.json(await savePickupGroup(db, accountId, body.id, body), status);
      },
    )
    .get(
      '/api/ucaas/account/:accountId/callgroup/:callGroupId',
      {
        catalogue: ['C-066'],
        permission: 'read:groups',
        account: byCallGroup,
        summary:
          'A call group: members in ring order with names and numbers, strategy, ring time, no-answer destination',
      },
      async (c, { row }) => c.json(await loadCallGroup(db, row.accountId, row.extensionId)),
    )
    .put(
      '/api/ucaas/account/:accountId/callgroup/:callGroupId',
      {
        catalogue: ['C-067'],
        permission: 'update:groups',
        account: byCallGroup,
        body: callGroupBodySchema,
        summary: 'Change a call group; members must be the account’s extensions and the flow stays sound',
      },
      async (c, { row, body }) => c.json(await saveCallGroup(db, row.accountId, row.extensionId, body)),
    )
    .delete(
      '/api/ucaas/account/:accountId/callgroup/:callGroupId',
      {
        catalogue: [],
        permission: 'delete:groups',
        account: byCallGroup,
        summary:
          'Delete a call group and its extension; refused (409 in_use) while something sends calls to it',
      },
      async (c, { row }) => {
        await db.transaction(async (tx) => {
          await refuseWhileReferenced(tx, row.accountId, 'group', row.extensionId);
          await deleteExtensionGreetings(tx, row.accountId, [row.extensionId]);
          await tx.delete(extensions).where(eq(extensions.id, row.extensionId));
        });
        return c.body(null, 204);
      },
    )
    .get(
      '/api/ucaas/account/:accountId/pageGroup/:pagingGroupId',
      {
        catalogue: ['C-068'],
        permission: 'read:groups',
        account: byPagingGroup,
        summary: 'A paging group: its members and which of them can page',
      },
      async (c, { row }) => c.json(await loadPagingGroup(db, row.accountId, row.extensionId)),
    )
    .put(
      '/api/ucaas/account/:accountId/pageGroup/:pagingGroupId',
      {
        catalogue: [],
        permission: 'update:groups',
        account: byPagingGroup,
        body: pagingGroupBodySchema,
        summary: 'Change a paging group: name, description, members; at least one member can page',
      },
      async (c, { row, body }) => c.json(await savePagingGroup(db, row.accountId, row.extensionId, body)),
    )
    .delete(
      '/api/ucaas/account/:accountId/pageGroup/:pagingGroupId',
      {
        catalogue: [],
        permission: 'delete:groups',
        account: byPagingGroup,
        summary: 'Delete a paging group and its extension',
      },
      async (c, { row }) => {
        await db.delete(extensions).where(eq(extensions.id, row.extensionId));
        return c.body(null, 204);
      },
    )
    .get(
      '/api/ucaas/account/:accountId/icrextensionassociation',
      {
        catalogue: ['C-131'],
        permission: 'read:extensions',
        account: 'path',
        query: incomingRoutingQuerySchema,
        summary:
          'Incoming call routing: each of the account’s numbers and the extension or call-handling node it rings',
      },
      async (c, { query: q }) => {
        const accountId = c.get('actingAccountId');
        const where = and(
          eq(phoneNumbers.accountId, accountId),
          q.keyword
            ? ilike(phoneNumbers.phoneNumber, containsPattern(q.keyword.replace(/\D/g, '')))
            : undefined,
        );
        const rows = await db
          .select({
            phoneNumber: phoneNumbers.phoneNumber,
            extensionId: extensions.id,
            extensionNumber: extensions.extensionNumber,
            extensionName: extensions.userName,
            extensionType: extensions.extensionType,
            flow: callFlows.destination,
          })
          .from(phoneNumbers)
          .leftJoin(extensions, eq(extensions.id, phoneNumbers.extensionId))
          .leftJoin(
            callFlows,
            and(
              eq(callFlows.accountId, phoneNumbers.accountId),
              eq(callFlows.phoneNumber, phoneNumbers.phoneNumber),
            ),
          )
          .where(where)
          .orderBy(...listOrder(q, { phoneNumber: phoneNumbers.phoneNumber }, phoneNumbers.id))
          .limit(q.pageSize)
          .offset(q.offset);
        const total = await listTotal(q, rows.length, () => db.$count(phoneNumbers, where));
        const nodes = await destinationLabels(
          db,
          accountId,
          rows.flatMap((r) => (r.flow ? [r.flow as Destination] : [])),
        );
        const items = rows.map((r): IncomingRoute => {
          const destination = (r.flow as Destination | null) ?? null;
          const key = destination && destinationKey(destination);
          // Joined: when the extension's id is there, so are its (not null) columns.
          const ext =
            r.extensionId === null
              ? null
              : {
                  id: r.extensionId,
                  number: r.extensionNumber as string,
                  name: r.extensionName as string,
                  type: r.extensionType as string,
                };
          return {
            accountId,
            phoneNumber: r.phoneNumber,
            routing: destination ? 'callFlow' : ext ? 'extension' : 'none',
            destination,
            extension: ext,
            rings: destination
              ? ringsWords(destination, key ? nodes.get(key) : undefined)
              : ext
                ? `${ext.type} ${ext.name} (${ext.number})`
                : 'Nothing: the number is not in use',
          };
        });
        return c.json({ total, items });
      },
    );
}

/** What a flow's first destination rings, in words: 'Schedule Business hours', 'Voicemail of Extension Ana (201)'. */
function ringsWords(d: Destination, label: string | undefined): string {
  if (d.kind === 'outside') return `Outside number ${d.number}`;
  if (d.kind === 'hangup') return 'Hang up';
  if (!label) return 'A destination that no longer exists';
  return d.kind === 'voicemail' ? `Voicemail of ${label}` : label;
}

/**
 * The labels of the nodes these destinations name, by node key, as the call flow words them
 * ('Schedule Business hours', 'Call queue Sales'): read by id from the account's schedules and
 * extensions, not the whole flow.
 */
async function destinationLabels(
  db: DbOrTx,
  accountId: number,
  ds: Destination[],
): Promise<Map<string, string>> {
  const nodes = ds.flatMap((d) => ('id' in d ? [d] : []));
  const scheduleIds = nodes.filter((d) => d.kind === 'schedule').map((d) => d.id);
  const extensionIds = nodes.filter((d) => d.kind !== 'schedule').map((d) => d.id);
  const [scheduleRows, extensionRows] = await Promise.all([
    scheduleIds.length
      ? db
          .select({ id: schedules.id, name: schedules.name })
          .from(schedules)
          .where(and(eq(schedules.accountId, accountId), inArray(schedules.id, scheduleIds)))
      : [],
    extensionIds.length
      ? db
          .select({ id: extensions.id, name: extensions.userName, number: extensions.extensionNumber })
          .from(extensions)
          .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, extensionIds)))
      : [],
  ]);
  const labels = new Map<string, string>();
  for (const d of nodes) {
    const kind = d.kind === 'voicemail' ? 'extension' : d.kind;
    const row =
      kind === 'schedule'
        ? scheduleRows.find((r) => r.id === d.id)
        : extensionRows.find((r) => r.id === d.id);
    if (!row) continue;
    const item = { id: row.id, name: row.name, ...('number' in row ? { number: row.number } : {}) };
    labels.set(nodeKey(kind, d.id), labelOf({ kind, item } as FlowNode));
  }
  return labels;
}
