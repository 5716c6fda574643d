// Call queues (CALL-01, decision 0093): the list with each queue's settings and live counts, the
// queue kit (settings and agents in ring order), its change through the flow check, the account's
// queue order, the queue actions and the real-time status read at the platform clock's time.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import type {
  QueueAction,
  QueueCreate,
  QueueKit,
  QueueKitChange,
  QueueLiveStatus,
  WaitingCall,
} from '../../../src/domain/schemas/callHandling/queue';
import type { callQueuesQuerySchema } from '../../../src/domain/schemas/listQuery';
import type { z } from '../../../src/domain/schemas/zod';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import { callQueueAgents, callQueueCalls, callQueues, extensions } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { checkNodeChange, foreignExtensions } from './callFlowStore';
import { newNodeExtension } from './nodeExtension';

/** A queue by its extension id (`:kitId`, `:queueId`): its settings row. */
export const queueRows = tableRows('call queue', callQueues, { id: callQueues.extensionId });
export type QueueRow = typeof callQueues.$inferSelect;

type ListQuery = z.output<typeof callQueuesQuerySchema>;

const agentsCount =
  sql<number>`(select count(*) from ${callQueueAgents} a where a.queue_id = ${extensions.id})`.mapWith(
    Number,
  );
const loggedInCount =
  sql<number>`(select count(*) from ${callQueueAgents} a where a.queue_id = ${extensions.id} and a.logged_in)`.mapWith(
    Number,
  );
const waitingCount =
  sql<number>`(select count(*) from ${callQueueCalls} w where w.queue_id = ${extensions.id} and w.agent_id is null)`.mapWith(
    Number,
  );

/**
 * C-056, C-353: the account's queues (its extensions of type Call Queue) with their settings,
 * first served first. A queue extension without settings yet (made by a bulk import) is listed
 * last, with no strategy.
 */
export async function listQueues(db: DbOrTx, accountId: number, query: ListQuery) {
  const where = and(eq(extensions.accountId, accountId), eq(extensions.extensionType, 'Call Queue'));
  const order = {
    priority: [callQueues.priority, extensions.extensionNumber],
    extension: extensions.extensionNumber,
    name: extensions.userName,
  };
  const rows = await db
    .select({
      id: extensions.id,
      extension: extensions.extensionNumber,
      name: extensions.userName,
      servicePlan: extensions.servicePlan,
      strategy: callQueues.strategy,
      priority: callQueues.priority,
      maxWaitSeconds: callQueues.maxWaitSeconds,
      agents: agentsCount,
      loggedIn: loggedInCount,
      waiting: waitingCount,
    })
    .from(extensions)
    .leftJoin(callQueues, eq(callQueues.extensionId, extensions.id))
    .where(where)
    .orderBy(...listOrder(query, order, extensions.id))
    .limit(query.pageSize)
    .offset(query.offset);
  const total = await listTotal(query, rows.length, () => db.$count(extensions, where));
  return { accountId, total, items: rows };
}

/** C-057: the queue kit: its number and name, settings, and agents in ring order. */
export async function readQueueKit(db: DbOrTx, queue: QueueRow): Promise<QueueKit> {
  const [ext] = await db
    .select({ number: extensions.extensionNumber, name: extensions.userName })
    .from(extensions)
    .where(eq(extensions.id, queue.extensionId));
  const agents = await db
    .select({
      id: callQueueAgents.agentId,
      name: extensions.userName,
      number: extensions.extensionNumber,
      loggedIn: callQueueAgents.loggedIn,
    })
    .from(callQueueAgents)
    .innerJoin(extensions, eq(extensions.id, callQueueAgents.agentId))
    .where(eq(callQueueAgents.queueId, queue.extensionId))
    .orderBy(asc(callQueueAgents.position));
  return {
    id: queue.extensionId,
    accountId: queue.accountId,
    number: ext?.number ?? '',
    name: ext?.name ?? '',
    strategy: queue.strategy,
    maxWaitSeconds: queue.maxWaitSeconds,
    maxCallers: queue.maxCallers,
    overflow: queue.overflow,
    noAgents: queue.noAgents,
    priority: queue.priority,
    agents,
  };
}

/**
 * C-058, C-063: the queue as it will be, checked with the whole flow (destinations of the
 * account, no loop), its agents of the account; the agents are replaced in the given order, each
 * keeping whether they were logged in (a new agent starts logged in).
 */
export async function changeQueueKit(tx: DbOrTx, queue: QueueRow, body: QueueKitChange): Promise<QueueKit> {
  const foreign = await foreignExtensions(tx, queue.accountId, body.agents);
  if (foreign.length)
    throw validationFailed([
      {
        field: 'agents',
        message: `${foreign.length > 1 ? 'Extensions' : 'Extension'} ${foreign.join(', ')} ${foreign.length > 1 ? 'are' : 'is'} not of this account.`,
      },
    ]);
  await checkNodeChange(tx, queue.accountId, 'queue', { id: queue.extensionId, ...body });
  await tx.update(extensions).set({ userName: body.name }).where(eq(extensions.id, queue.extensionId));
  const [updated] = await tx
    .update(callQueues)
    .set({
      strategy: body.strategy,
      maxWaitSeconds: body.maxWaitSeconds,
      maxCallers: body.maxCallers ?? null,
      overflow: body.overflow as Destination,
      noAgents: body.noAgents as Destination,
    })
    .where(eq(callQueues.extensionId, queue.extensionId))
    .returning();
  const before = await tx
    .select({ agentId: callQueueAgents.agentId, loggedIn: callQueueAgents.loggedIn })
    .from(callQueueAgents)
    .where(eq(callQueueAgents.queueId, queue.extensionId));
  const was = new Map(before.map((a) => [a.agentId, a.loggedIn]));
  await tx.delete(callQueueAgents).where(eq(callQueueAgents.queueId, queue.extensionId));
  if (body.agents.length)
    await tx.insert(callQueueAgents).values(
      body.agents.map((agentId, i) => ({
        queueId: queue.extensionId,
        agentId,
        accountId: queue.accountId,
        position: i + 1,
        loggedIn: was.get(agentId) ?? true,
      })),
    );
  return readQueueKit(tx, updated);
}

/**
 * A new queue (decision 0099): its extension, then its settings row served after the account's
 * other queues, without agents; a call it cannot place is hung up on until its page says otherwise.
 */
export async function createQueue(db: Db, accountId: number, body: QueueCreate): Promise<QueueKit> {
  return db.transaction(async (tx) => {
    const id = await newNodeExtension(tx, accountId, 'Call Queue', body.name, body.extension);
    const hangup: Destination = { kind: 'hangup' };
    const [last] = await tx
      .select({ priority: sql<number>`coalesce(max(${callQueues.priority}), 0)`.mapWith(Number) })
      .from(callQueues)
      .where(eq(callQueues.accountId, accountId));
    const [made] = await tx
      .insert(callQueues)
      .values({
        extensionId: id,
        accountId,
        strategy: body.strategy,
        overflow: hangup,
        noAgents: hangup,
        priority: last.priority + 1,
      })
      .returning();
    return readQueueKit(tx, made);
  });
}

/** C-061: the account's queues in the order given; every queue exactly once, or 400 in words. */
export async function setQueuePriority(tx: DbOrTx, accountId: number, queueIds: number[]): Promise<void> {
  const own = await tx
    .select({ id: callQueues.extensionId })
    .from(callQueues)
    .where(eq(callQueues.accountId, accountId));
  const mine = new Set(own.map((q) => q.id));
  const seen = new Set<number>();
  const errors: { field: string; message: string }[] = [];
  queueIds.forEach((id, i) => {
    if (!mine.has(id))
      errors.push({ field: `queueIds.${i}`, message: `There is no call queue ${id} in this account.` });
    else if (seen.has(id))
      errors.push({ field: `queueIds.${i}`, message: `Call queue ${id} is listed twice.` });
    seen.add(id);
  });
  const missing = [...mine].filter((id) => !seen.has(id));
  if (missing.length)
    errors.push({
      field: 'queueIds',
      message: `List every call queue of the account once; missing: ${missing.sort((a, b) => a - b).join(', ')}.`,
    });
  if (errors.length) throw validationFailed(errors);
  for (const [i, id] of queueIds.entries())
    await tx
      .update(callQueues)
      .set({ priority: i + 1 })
      .where(and(eq(callQueues.extensionId, id), eq(callQueues.accountId, accountId)));
}

/** C-062: one action on a queue (decision 0093); answers how many rows it changed. */
export async function runQueueAction(tx: DbOrTx, queue: QueueRow, action: QueueAction) {
  if (action === 'clearWaiting') {
    const gone = await tx
      .delete(callQueueCalls)
      .where(and(eq(callQueueCalls.queueId, queue.extensionId), isNull(callQueueCalls.agentId)))
      .returning({ id: callQueueCalls.id });
    return { action, changed: gone.length };
  }
  const changed = await tx
    .update(callQueueAgents)
    .set({ loggedIn: action === 'logInAll' })
    .where(
      and(
        eq(callQueueAgents.queueId, queue.extensionId),
        eq(callQueueAgents.loggedIn, action !== 'logInAll'),
      ),
    )
    .returning({ id: callQueueAgents.agentId });
  return { action, changed: changed.length };
}

/** C-471: an agent of the queue logged in or out; 404 when the extension is not its agent. */
export async function setAgentLogin(tx: DbOrTx, queue: QueueRow, agentId: number, loggedIn: boolean) {
  const [row] = await tx
    .update(callQueueAgents)
    .set({ loggedIn })
    .where(and(eq(callQueueAgents.queueId, queue.extensionId), eq(callQueueAgents.agentId, agentId)))
    .returning({ agentId: callQueueAgents.agentId, loggedIn: callQueueAgents.loggedIn });
  if (!row) throw notFound('That extension is not an agent of this queue.');
  return { queueId: queue.extensionId, ...row };
}

/** C-472: a waiting call's priority; 404 when the call is not waiting in the queue. */
export async function setCallPriority(tx: DbOrTx, queue: QueueRow, callId: number, priority: number) {
  const [row] = await tx
    .update(callQueueCalls)
    .set({ priority })
    .where(
      and(
        eq(callQueueCalls.id, callId),
        eq(callQueueCalls.queueId, queue.extensionId),
        isNull(callQueueCalls.agentId),
      ),
    )
    .returning({ id: callQueueCalls.id, priority: callQueueCalls.priority });
  if (!row) throw notFound('That call is not waiting in this queue.');
  return { queueId: queue.extensionId, callId: row.id, priority: row.priority };
}

/**
 * C-059, C-060: the real-time status of the account's queues (or one), at `now`: the calls
 * waiting (highest priority first, then longest waiting), the longest wait, agents logged in of
 * the total and the calls agents are answering now.
 */
export async function liveStatus(
  db: DbOrTx,
  accountId: number,
  now: Date,
  queueId?: number,
): Promise<QueueLiveStatus[]> {
  const queueWhere = queueId
    ? and(eq(callQueues.accountId, accountId), eq(callQueues.extensionId, queueId))
    : eq(callQueues.accountId, accountId);
  const queues = await db
    .select({ id: callQueues.extensionId, name: extensions.userName, number: extensions.extensionNumber })
    .from(callQueues)
    .innerJoin(extensions, eq(extensions.id, callQueues.extensionId))
    .where(queueWhere)
    .orderBy(asc(callQueues.priority), asc(extensions.extensionNumber));
  const ids = queues.map((q) => q.id);
  if (!ids.length) return [];
  const [calls, agents] = await Promise.all([
    db
      .select()
      .from(callQueueCalls)
      .where(inArray(callQueueCalls.queueId, ids))
      .orderBy(desc(callQueueCalls.priority), asc(callQueueCalls.since), asc(callQueueCalls.id)),
    db
      .select({
        queueId: callQueueAgents.queueId,
        id: callQueueAgents.agentId,
        name: extensions.userName,
        number: extensions.extensionNumber,
        loggedIn: callQueueAgents.loggedIn,
      })
      .from(callQueueAgents)
      .innerJoin(extensions, eq(extensions.id, callQueueAgents.agentId))
      .where(inArray(callQueueAgents.queueId, ids))
      .orderBy(asc(callQueueAgents.position)),
  ]);
  const at = now.getTime();
  return queues.map((q) => {
    const mine = calls.filter((c) => c.queueId === q.id);
    const waiting: WaitingCall[] = mine
      .filter((c) => c.agentId == null)
      .map((c) => ({
        id: c.id,
        queueId: c.queueId,
        callerNumber: c.callerNumber,
        callerName: c.callerName,
        since: c.since.toISOString(),
        waitSeconds: Math.max(0, Math.floor((at - c.since.getTime()) / 1000)),
        priority: c.priority,
      }));
    const answering = mine.filter((c) => c.agentId != null);
    const queueAgents = agents.filter((a) => a.queueId === q.id);
    return {
      queueId: q.id,
      name: q.name,
      number: q.number,
      at: now.toISOString(),
      waiting,
      longestWaitSeconds: waiting.reduce((m, c) => Math.max(m, c.waitSeconds), 0),
      agentsLoggedIn: queueAgents.filter((a) => a.loggedIn).length,
      agentsTotal: queueAgents.length,
      answering: answering.length,
      agents: queueAgents.map(({ queueId: _q, ...a }) => ({
        ...a,
        onCallWith: answering.find((c) => c.agentId === a.id)?.id ?? null,
      })),
    };
  });
}
