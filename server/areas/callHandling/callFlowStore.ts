// An account's call handling read whole from its tables as the `CallFlow` of decision 0091, so
// that every change of a node is checked against the whole flow (destinations that exist in the
// same account, no loop without a way out) and a delete is refused while something points at
// the node. Every call-handling route that writes a destination goes through `checkNodeChange`.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { flowProblems, indexFlow, nodeKey } from '../../../src/domain/callFlow';
import { destinationKey, edgesOf, LISTS, type NodeKind } from '../../../src/domain/callFlow/graph';
import type { CallFlow, Destination } from '../../../src/domain/schemas/callFlow';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  autoAttendants,
  callFlows,
  callGroupMembers,
  callGroups,
  callQueueAgents,
  callQueues,
  extensions,
  schedules,
} from '../../db/schema';
import { ApiError, validationFailed } from '../../http/errors';

/** The extension types that are call-handling nodes of their own, not a person's extension. */
export const NODE_EXTENSION_TYPES = [
  'Call Queue',
  'Call Group',
  'Auto Attendant',
  'Page Group',
  'Conference',
  'FAX',
];

const dest = (v: unknown) => v as Destination;

/** The account's call flow: its numbers' entries, schedules, attendants, queues, groups and extensions. */
export async function loadCallFlow(db: DbOrTx, accountId: number): Promise<CallFlow> {
  const [account] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const zone = account?.timeZone ?? 'UTC';
  const [entries, scheduleRows, attendantRows, queueRows, agentRows, groupRows, memberRows, extensionRows] =
    await Promise.all([
      db.select().from(callFlows).where(eq(callFlows.accountId, accountId)).orderBy(asc(callFlows.id)),
      db.select().from(schedules).where(eq(schedules.accountId, accountId)).orderBy(asc(schedules.id)),
      db
        .select({ a: autoAttendants, name: extensions.userName })
        .from(autoAttendants)
        .innerJoin(extensions, eq(extensions.id, autoAttendants.extensionId))
        .where(eq(autoAttendants.accountId, accountId))
        .orderBy(asc(autoAttendants.extensionId)),
      db
        .select({ q: callQueues, name: extensions.userName })
        .from(callQueues)
        .innerJoin(extensions, eq(extensions.id, callQueues.extensionId))
        .where(eq(callQueues.accountId, accountId))
        .orderBy(asc(callQueues.priority), asc(callQueues.extensionId)),
      // Through their queues (the account's index), then the agents' key: no scan of other
      // tenants' agents.
      db
        .select({ queueId: callQueueAgents.queueId, agentId: callQueueAgents.agentId })
        .from(callQueues)
        .innerJoin(callQueueAgents, eq(callQueueAgents.queueId, callQueues.extensionId))
        .where(eq(callQueues.accountId, accountId))
        .orderBy(asc(callQueueAgents.position)),
      db
        .select({ g: callGroups, name: extensions.userName })
        .from(callGroups)
        .innerJoin(extensions, eq(extensions.id, callGroups.extensionId))
        .where(eq(callGroups.accountId, accountId))
        .orderBy(asc(callGroups.extensionId)),
      db
        .select({ groupId: callGroupMembers.groupId, memberId: callGroupMembers.memberId })
        .from(callGroups)
        .innerJoin(callGroupMembers, eq(callGroupMembers.groupId, callGroups.extensionId))
        .where(eq(callGroups.accountId, accountId))
        .orderBy(asc(callGroupMembers.position)),
      db
        .select({ id: extensions.id, name: extensions.userName, number: extensions.extensionNumber })
        .from(extensions)
        .where(
          and(
            eq(extensions.accountId, accountId),
            notInArray(extensions.extensionType, NODE_EXTENSION_TYPES),
          ),
        )
        .orderBy(asc(extensions.id)),
    ]);
  const agentsOf = new Map<number, number[]>();
  for (const a of agentRows) agentsOf.set(a.queueId, [...(agentsOf.get(a.queueId) ?? []), a.agentId]);
  const membersOf = new Map<number, number[]>();
  for (const m of memberRows) membersOf.set(m.groupId, [...(membersOf.get(m.groupId) ?? []), m.memberId]);
  return {
    numbers: entries.map((e) => ({ number: e.phoneNumber, destination: dest(e.destination) })),
    schedules: scheduleRows.map((s) => ({
      id: s.id,
      name: s.name,
      timeZone: s.timeZone ?? zone,
      hours: s.hours as CallFlow['schedules'][number]['hours'],
      holidays: s.holidays as CallFlow['schedules'][number]['holidays'],
      open: dest(s.open),
      closed: dest(s.closed),
      ...(s.holiday ? { holiday: dest(s.holiday) } : {}),
    })),
    attendants: attendantRows.map(({ a, name }) => ({
      id: a.extensionId,
      name,
      keys: a.keys as CallFlow['attendants'][number]['keys'],
      timeoutSeconds: a.timeoutSeconds,
      timeout: dest(a.timeout),
      invalid: dest(a.invalid),
    })),
    queues: queueRows.map(({ q, name }) => ({
      id: q.extensionId,
      name,
      agents: agentsOf.get(q.extensionId) ?? [],
      strategy: q.strategy as CallFlow['queues'][number]['strategy'],
      maxWaitSeconds: q.maxWaitSeconds,
      ...(q.maxCallers != null ? { maxCallers: q.maxCallers } : {}),
      overflow: dest(q.overflow),
      noAgents: dest(q.noAgents),
    })),
    groups: groupRows.map(({ g, name }) => ({
      id: g.extensionId,
      name,
      members: membersOf.get(g.extensionId) ?? [],
      strategy: g.strategy as CallFlow['groups'][number]['strategy'],
      noAnswerSeconds: g.noAnswerSeconds,
      noAnswer: dest(g.noAnswer),
    })),
    extensions: extensionRows.map((e) => ({
      id: e.id,
      name: e.name,
      number: e.number,
      voicemail: true,
      ringSeconds: 20,
    })),
  };
}

/**
 * Checks a node as it would be after a change, against the rest of the account's flow, and
 * throws 400 with the node's field errors ("Key 1: there is no call queue 42.", a loop through
 * it) when it would break the flow. Field names are relative to the node ('keys.1', 'overflow').
 * Problems elsewhere in the flow that the change did not cause are not the caller's to fix and
 * are not reported.
 */
export async function checkNodeChange(
  db: DbOrTx,
  accountId: number,
  kind: NodeKind,
  node: CallFlow[(typeof LISTS)[NodeKind]][number],
): Promise<void> {
  const flow = await loadCallFlow(db, accountId);
  const before = new Set(flowProblems(flow).errors.map((p) => `${p.path.join('.')}\u0000${p.message}`));
  const list = [...(flow[LISTS[kind]] as { id: number }[])];
  const at = list.findIndex((n) => n.id === node.id);
  if (at >= 0) list[at] = node;
  else list.push(node);
  const changed = { ...flow, [LISTS[kind]]: list } as CallFlow;
  const index = at >= 0 ? at : list.length - 1;
  const prefix = `${LISTS[kind]}.${index}.`;
  const loopWords = indexFlow(changed).get(nodeKey(kind, node.id))?.label;
  const errors = flowProblems(changed)
    .errors.filter((p) => !before.has(`${p.path.join('.')}\u0000${p.message}`))
    .flatMap((p) => {
      const path = p.path.join('.');
      if (path.startsWith(prefix)) return [{ field: path.slice(prefix.length), message: p.message }];
      // A loop the change closes is reported on the node changed, in the loop's own words.
      if (loopWords && p.message.includes(loopWords)) return [{ field: '', message: p.message }];
      return [];
    });
  if (errors.length) throw validationFailed(errors);
}

/** One thing that sends calls to a node: "Attendant Main menu, key 1" or "Number +14155550100". */
export interface Reference {
  kind: NodeKind | 'number';
  id: number | string;
  label: string;
  where: string;
}

/** What sends calls to the node (kind, id): the nodes whose destinations name it, and the numbers. */
export function referencesTo(flow: CallFlow, kind: NodeKind, id: number): Reference[] {
  const target = nodeKey(kind, id);
  const refs: Reference[] = [];
  for (const entry of flow.numbers)
    if (destinationKey(entry.destination) === target)
      refs.push({
        kind: 'number',
        id: entry.number,
        label: `Number ${entry.number}`,
        where: 'first destination',
      });
  for (const node of indexFlow(flow).values()) {
    if (node.key === target) continue;
    for (const edge of edgesOf(node))
      if (destinationKey(edge.to) === target)
        refs.push({ kind: node.kind, id: node.item.id, label: node.label, where: edge.where });
  }
  if (kind === 'extension')
    for (const q of flow.queues)
      if (q.agents.includes(id))
        refs.push({ kind: 'queue', id: q.id, label: `Call queue ${q.name}`, where: 'agent' });
  if (kind === 'extension')
    for (const g of flow.groups)
      if (g.members.includes(id))
        refs.push({ kind: 'group', id: g.id, label: `Call group ${g.name}`, where: 'member' });
  return refs;
}

/**
 * Refuses (409 `in_use`, with the references) to delete a node something still sends calls to:
 * "Attendant Main menu (key 1) and Number +14155550100 send calls here; change them first."
 * Membership of a queue or group does not hold a delete of an extension (the membership goes with it).
 */
export async function refuseWhileReferenced(db: DbOrTx, accountId: number, kind: NodeKind, id: number) {
  const refs = referencesTo(await loadCallFlow(db, accountId), kind, id).filter(
    (r) => r.where !== 'agent' && r.where !== 'member',
  );
  if (!refs.length) return;
  const names = refs.map((r) => `${r.label} (${r.where})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  throw new ApiError(
    409,
    'in_use',
    `${list} ${refs.length > 1 ? 'send' : 'sends'} calls here; change ${refs.length > 1 ? 'them' : 'it'} first.`,
    undefined,
    { references: refs },
  );
}

/** The extensions of `ids` that are the account's own (agents, members): the others are refused. */
export async function foreignExtensions(db: DbOrTx, accountId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const own = await db
    .select({ id: extensions.id })
    .from(extensions)
    .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, ids)));
  const mine = new Set(own.map((r) => r.id));
  return ids.filter((id) => !mine.has(id));
}
