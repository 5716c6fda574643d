// Call groups, paging groups and call pickup groups (CALL-02, decision 0094): reading them as
// their answers, and writing them. A call group and a paging group are extensions with a settings
// row (decision 0092); a pickup group has no number. Every write of a member list refuses an
// extension that is not the account's (400 naming the member); a call group's change goes through
// checkNodeChange (its no-answer destination and members checked against the whole flow).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import type {
  CallGroup,
  CallGroupBody,
  GroupKind,
  GroupSummary,
  PagingGroup,
  PagingGroupBody,
  PickupGroup,
  PickupGroupBody,
} from '../../../src/domain/schemas/callHandling/groups';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import {
  callGroupMembers,
  callGroups,
  extensions,
  pagingGroupMembers,
  pagingGroups,
  pickupGroupMembers,
  pickupGroups,
} from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { notFound, validationFailed } from '../../http/errors';
import { checkNodeChange, foreignExtensions, NODE_EXTENSION_TYPES } from './callFlowStore';
import { newNodeExtension } from './nodeExtension';

/** A call group, by `:callGroupId` (its extension's id). */
export const callGroupRows = tableRows('call group', callGroups, { id: callGroups.extensionId });
/** A paging group, by `:pagingGroupId` (its extension's id). */
export const pagingGroupRows = tableRows('paging group', pagingGroups, { id: pagingGroups.extensionId });
/** A call pickup group, by `:pickupGroupId`. */
export const pickupGroupRows = tableRows('pickup group', pickupGroups);

const memberColumns = {
  extensionId: extensions.id,
  extensionNumber: extensions.extensionNumber,
  name: extensions.userName,
};

/** The account's call groups (or those of `ids`), each with its members in ring order, by name. */
export async function loadCallGroups(db: DbOrTx, accountId: number, ids?: number[]): Promise<CallGroup[]> {
  const where = and(
    eq(callGroups.accountId, accountId),
    ids ? inArray(callGroups.extensionId, ids) : undefined,
  );
  const [groups, members] = await Promise.all([
    db
      .select({ g: callGroups, number: extensions.extensionNumber, name: extensions.userName })
      .from(callGroups)
      .innerJoin(extensions, eq(extensions.id, callGroups.extensionId))
      .where(where)
      .orderBy(asc(extensions.userName), asc(callGroups.extensionId)),
    db
      .select({ groupId: callGroupMembers.groupId, ...memberColumns })
      .from(callGroupMembers)
      // Through the groups' account index and the members' key (group first), never a scan.
      .innerJoin(callGroups, eq(callGroups.extensionId, callGroupMembers.groupId))
      .innerJoin(extensions, eq(extensions.id, callGroupMembers.memberId))
      .where(where)
      .orderBy(asc(callGroupMembers.position)),
  ]);
  return groups.map(({ g, number, name }) => ({
    kind: 'call',
    id: g.extensionId,
    accountId: g.accountId,
    extensionNumber: number,
    name,
    description: g.description,
    strategy: g.strategy as CallGroup['strategy'],
    noAnswerSeconds: g.noAnswerSeconds,
    noAnswer: g.noAnswer as Destination,
    members: members.filter((m) => m.groupId === g.extensionId).map(({ groupId: _, ...m }) => m),
  }));
}

export async function loadCallGroup(db: DbOrTx, accountId: number, id: number): Promise<CallGroup> {
  const [group] = await loadCallGroups(db, accountId, [id]);
  if (!group) throw notFound('Call group not found');
  return group;
}

export async function loadPagingGroup(db: DbOrTx, accountId: number, id: number): Promise<PagingGroup> {
  const [group] = await db
    .select({ g: pagingGroups, number: extensions.extensionNumber, name: extensions.userName })
    .from(pagingGroups)
    .innerJoin(extensions, eq(extensions.id, pagingGroups.extensionId))
    .where(and(eq(pagingGroups.accountId, accountId), eq(pagingGroups.extensionId, id)));
  if (!group) throw notFound('Paging group not found');
  const members = await db
    .select({ ...memberColumns, canPage: pagingGroupMembers.canPage })
    .from(pagingGroupMembers)
    .innerJoin(extensions, eq(extensions.id, pagingGroupMembers.extensionId))
    .where(eq(pagingGroupMembers.pagingGroupId, id))
    .orderBy(asc(extensions.userName), asc(extensions.id));
  return {
    kind: 'paging',
    id,
    accountId: group.g.accountId,
    extensionNumber: group.number,
    name: group.name,
    description: group.g.description,
    members,
  };
}

/** The account's pickup groups (or the one `id`), each with its members, by name. */
export async function loadPickupGroups(db: DbOrTx, accountId: number, id?: number): Promise<PickupGroup[]> {
  const where = and(eq(pickupGroups.accountId, accountId), id ? eq(pickupGroups.id, id) : undefined);
  const [groups, members] = await Promise.all([
    db.select().from(pickupGroups).where(where).orderBy(asc(pickupGroups.name), asc(pickupGroups.id)),
    db
      .select({ groupId: pickupGroupMembers.pickupGroupId, ...memberColumns })
      .from(pickupGroupMembers)
      .innerJoin(pickupGroups, eq(pickupGroups.id, pickupGroupMembers.pickupGroupId))
      .innerJoin(extensions, eq(extensions.id, pickupGroupMembers.extensionId))
      .where(where)
      .orderBy(asc(extensions.userName), asc(extensions.id)),
  ]);
  return groups.map((g) => ({
    kind: 'pickup',
    id: g.id,
    accountId: g.accountId,
    name: g.name,
    members: members.filter((m) => m.groupId === g.id).map(({ groupId: _, ...m }) => m),
  }));
}

export async function loadPickupGroup(db: DbOrTx, accountId: number, id: number): Promise<PickupGroup> {
  const [group] = await loadPickupGroups(db, accountId, id);
  if (!group) throw notFound('Pickup group not found');
  return group;
}

/** C-064: every group of the account, call and paging groups, and pickup groups when offered. */
export async function groupSummaries(
  db: DbOrTx,
  accountId: number,
  withPickup: boolean,
): Promise<GroupSummary[]> {
  const memberCount = (table: AnyPgTable, column: AnyPgColumn, id: AnyPgColumn) =>
    sql<number>`(select count(*)::int from ${table} where ${column} = ${id})`;
  const [calls, pagings, pickups] = await Promise.all([
    db
      .select({
        id: callGroups.extensionId,
        accountId: callGroups.accountId,
        name: extensions.userName,
        description: callGroups.description,
        extensionNumber: extensions.extensionNumber,
        memberCount: memberCount(callGroupMembers, callGroupMembers.groupId, callGroups.extensionId),
      })
      .from(callGroups)
      .innerJoin(extensions, eq(extensions.id, callGroups.extensionId))
      .where(eq(callGroups.accountId, accountId)),
    db
      .select({
        id: pagingGroups.extensionId,
        accountId: pagingGroups.accountId,
        name: extensions.userName,
        description: pagingGroups.description,
        extensionNumber: extensions.extensionNumber,
        memberCount: memberCount(
          pagingGroupMembers,
          pagingGroupMembers.pagingGroupId,
          pagingGroups.extensionId,
        ),
      })
      .from(pagingGroups)
      .innerJoin(extensions, eq(extensions.id, pagingGroups.extensionId))
      .where(eq(pagingGroups.accountId, accountId)),
    withPickup
      ? db
          .select({
            id: pickupGroups.id,
            accountId: pickupGroups.accountId,
            name: pickupGroups.name,
            memberCount: sql<number>`(select count(*)::int from ${pickupGroupMembers} where ${pickupGroupMembers.pickupGroupId} = ${pickupGroups.id})`,
          })
          .from(pickupGroups)
          .where(eq(pickupGroups.accountId, accountId))
      : Promise.resolve([]),
  ]);
  const byName = (a: GroupSummary, b: GroupSummary) => a.name.localeCompare(b.name) || a.id - b.id;
  return [
    ...calls.map((g) => ({ kind: 'call' as const, ...g })).sort(byName),
    ...pagings.map((g) => ({ kind: 'paging' as const, ...g })).sort(byName),
    ...pickups
      .map((g) => ({ kind: 'pickup' as const, ...g, description: null, extensionNumber: null }))
      .sort(byName),
  ].map((g) => ({ ...g, memberCount: Number(g.memberCount) }));
}

// ---- Writing ----

/**
 * Refuses members that are not the account's own person extensions: another account's (or no
 * such) extension, and an extension that is a call-handling node (a queue, another group).
 * `field(i)` names the member's field ('members.2', 'members.2.extensionId').
 */
export async function refuseForeignMembers(
  db: DbOrTx,
  accountId: number,
  ids: number[],
  field: (i: number) => string,
): Promise<void> {
  const foreign = new Set(await foreignExtensions(db, accountId, ids));
  const nodes = ids.length
    ? new Set(
        (
          await db
            .select({ id: extensions.id })
            .from(extensions)
            .where(and(inArray(extensions.id, ids), inArray(extensions.extensionType, NODE_EXTENSION_TYPES)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  const errors = ids.flatMap((id, i) =>
    foreign.has(id)
      ? [{ field: field(i), message: `Extension ${id} is not one of this account’s extensions.` }]
      : nodes.has(id)
        ? [
            {
              field: field(i),
              message: `Extension ${id} is a call-handling extension, not a person’s: it cannot be a member.`,
            },
          ]
        : [],
  );
  if (errors.length) throw validationFailed(errors);
}

/**
 * Creates (`id` undefined) or changes a call group in one transaction: its extension (a new one
 * takes a free number), its settings row and its members in ring order. The members must be the
 * account's, and the group as it would be is checked with the whole flow.
 */
export async function saveCallGroup(
  db: Db,
  accountId: number,
  id: number | undefined,
  body: CallGroupBody,
  extension?: string,
): Promise<CallGroup> {
  await refuseForeignMembers(db, accountId, body.members, (i) => `members[${i}]`);
  return db.transaction(async (tx) => {
    const groupId = id ?? (await newNodeExtension(tx, accountId, 'Call Group', body.name, extension));
    await checkNodeChange(tx, accountId, 'group', {
      id: groupId,
      name: body.name,
      members: body.members,
      strategy: body.strategy,
      noAnswerSeconds: body.noAnswerSeconds,
      noAnswer: body.noAnswer,
    });
    const settings = {
      description: body.description || null,
      strategy: body.strategy,
      noAnswerSeconds: body.noAnswerSeconds,
      noAnswer: body.noAnswer,
    };
    if (id === undefined)
      await tx.insert(callGroups).values({ extensionId: groupId, accountId, ...settings });
    else {
      await tx.update(extensions).set({ userName: body.name }).where(eq(extensions.id, groupId));
      await tx.update(callGroups).set(settings).where(eq(callGroups.extensionId, groupId));
      await tx.delete(callGroupMembers).where(eq(callGroupMembers.groupId, groupId));
    }
    if (body.members.length)
      await tx
        .insert(callGroupMembers)
        .values(body.members.map((memberId, i) => ({ groupId, memberId, accountId, position: i + 1 })));
    return loadCallGroup(tx, accountId, groupId);
  });
}

/** Creates or changes a paging group: its extension, settings row and members (at least one pages). */
export async function savePagingGroup(
  db: Db,
  accountId: number,
  id: number | undefined,
  body: PagingGroupBody,
  extension?: string,
): Promise<PagingGroup> {
  await refuseForeignMembers(
    db,
    accountId,
    body.members.map((m) => m.extensionId),
    (i) => `members[${i}].extensionId`,
  );
  return db.transaction(async (tx) => {
    const groupId = id ?? (await newNodeExtension(tx, accountId, 'Page Group', body.name, extension));
    const description = body.description || null;
    if (id === undefined)
      await tx.insert(pagingGroups).values({ extensionId: groupId, accountId, description });
    else {
      await tx.update(extensions).set({ userName: body.name }).where(eq(extensions.id, groupId));
      await tx.update(pagingGroups).set({ description }).where(eq(pagingGroups.extensionId, groupId));
      await tx.delete(pagingGroupMembers).where(eq(pagingGroupMembers.pagingGroupId, groupId));
    }
    await tx.insert(pagingGroupMembers).values(
      body.members.map((m) => ({
        pagingGroupId: groupId,
        extensionId: m.extensionId,
        accountId,
        canPage: m.canPage,
      })),
    );
    return loadPagingGroup(tx, accountId, groupId);
  });
}

const PICKUP_NAME_TAKEN = { field: 'name', message: 'The account has a pickup group of this name already.' };

/** Creates or changes a pickup group: its name (unique in the account) and its members. */
export async function savePickupGroup(
  db: Db,
  accountId: number,
  id: number | undefined,
  body: PickupGroupBody,
): Promise<PickupGroup> {
  await refuseForeignMembers(db, accountId, body.members, (i) => `members[${i}]`);
  return db
    .transaction(async (tx) => {
      let groupId = id;
      if (groupId === undefined) {
        const [made] = await tx
          .insert(pickupGroups)
          .values({ accountId, name: body.name })
          .returning({ id: pickupGroups.id });
        groupId = made.id;
      } else {
        await tx.update(pickupGroups).set({ name: body.name }).where(eq(pickupGroups.id, groupId));
        await tx.delete(pickupGroupMembers).where(eq(pickupGroupMembers.pickupGroupId, groupId));
      }
      const gid = groupId;
      if (body.members.length)
        await tx
          .insert(pickupGroupMembers)
          .values(body.members.map((extensionId) => ({ pickupGroupId: gid, extensionId, accountId })));
      return loadPickupGroup(tx, accountId, gid);
    })
    .catch((e) => refuseUniqueViolation(e, { pickup_groups_account_name_idx: PICKUP_NAME_TAKEN }));
}

/** Whether the id is one of the account's groups of the kind (C-065's change of an id). */
export async function groupExists(
  db: DbOrTx,
  accountId: number,
  kind: GroupKind,
  id: number,
): Promise<boolean> {
  const table = kind === 'call' ? callGroups : kind === 'paging' ? pagingGroups : pickupGroups;
  const idColumn =
    kind === 'call' ? callGroups.extensionId : kind === 'paging' ? pagingGroups.extensionId : pickupGroups.id;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(idColumn, id), eq(table.accountId, accountId)));
  return Number(row?.n ?? 0) > 0;
}
