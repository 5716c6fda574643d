// Call queues on the server (CALL-01, REQ-07, CFG-04; decision 0093): the list with settings, the
// queue kit read and change through the flow check, the order of the account's queues, the queue
// actions, the real-time status at the platform clock's time (never cached) and its live toggles,
// the extension delete refused while something sends calls to it, and the microservice family.
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoAttendants,
  callQueueAgents,
  callQueueCalls,
  callQueues,
  extensions,
} from '../../../server/db/schema';
import { type Caller, callers } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
let queueIds: number[];
let people: { id: number; name: string }[];
const base = () => `/svc/ucaas/api/ucaas/account/${acme}`;

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
  const db = p.database.db;
  queueIds = (
    await db
      .select({ id: callQueues.extensionId })
      .from(callQueues)
      .where(eq(callQueues.accountId, acme))
      .orderBy(asc(callQueues.priority))
  ).map((q) => q.id);
  people = await db
    .select({ id: extensions.id, name: extensions.userName })
    .from(extensions)
    .where(and(eq(extensions.accountId, acme), eq(extensions.extensionType, 'Extension')))
    .orderBy(asc(extensions.id));
}, 60_000);
afterAll(() => p.close());

const kitOf = async (id: number) => (await admin.get(`${base()}/callQueueKit/${id}`)).body;
/** The PUT body of a queue as read, with agents as ids. */
const bodyOf = (kit: {
  name: string;
  strategy: string;
  maxWaitSeconds: number;
  maxCallers: number | null;
  overflow: unknown;
  noAgents: unknown;
  agents: { id: number }[];
}) => ({
  name: kit.name,
  strategy: kit.strategy,
  maxWaitSeconds: kit.maxWaitSeconds,
  ...(kit.maxCallers != null ? { maxCallers: kit.maxCallers } : {}),
  overflow: kit.overflow,
  noAgents: kit.noAgents,
  agents: kit.agents.map((a) => a.id),
});

describe('call queues (CALL-01)', () => {
  it('CALL-01 lists the queues first served first, each with strategy, agents, logged in, waiting and priority', async () => {
    const res = await admin.get(`${base()}/callQueues`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((q: { name: string }) => q.name)).toEqual([
      'Support Queue',
      'Sales Queue',
      'Billing Queue',
    ]);
    expect(res.body.items[0]).toMatchObject({
      id: queueIds[0],
      strategy: 'longestIdle',
      priority: 1,
      agents: 3,
      loggedIn: 2,
      waiting: 3,
    });
    // The appserver family and the microservice answer the same list.
    const app = await admin.get(`/svc/appserver/rest/account/${acme}/callQueues`);
    expect(app.body.items).toEqual(res.body.items);
    const micro = await admin.get(`/svc/callqueue/api/ucaas/account/${acme}/callQueues`);
    expect(micro.body.items).toEqual(res.body.items);
  });

  it('CALL-01 reads a queue kit with its agents in ring order, names, numbers and login state', async () => {
    const kit = await kitOf(queueIds[0]);
    expect(kit).toMatchObject({
      id: queueIds[0],
      name: 'Support Queue',
      number: '400',
      strategy: 'longestIdle',
    });
    expect(kit.agents.map((a: { loggedIn: boolean }) => a.loggedIn)).toEqual([true, true, false]);
    expect(kit.agents[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      number: expect.any(String),
    });
    // Not a queue: an ordinary extension is no queue kit.
    expect((await admin.get(`${base()}/callQueueKit/${people[0].id}`)).status).toBe(404);
  });

  it('CALL-01 changes a queue: settings, name and agents in the order given, each keeping its login state', async () => {
    const kit = await kitOf(queueIds[1]);
    const [a, b, c] = kit.agents;
    const added = people.find((x) => !kit.agents.some((g: { id: number }) => g.id === x.id))!;
    const res = await admin.put(`${base()}/callQueueKit/${queueIds[1]}`, {
      ...bodyOf(kit),
      name: 'Sales Line',
      strategy: 'roundRobin',
      maxWaitSeconds: 120,
      maxCallers: 5,
      agents: [c.id, added.id, a.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await kitOf(queueIds[1]);
    expect(after).toMatchObject({
      name: 'Sales Line',
      strategy: 'roundRobin',
      maxWaitSeconds: 120,
      maxCallers: 5,
    });
    expect(after.agents.map((x: { id: number; loggedIn: boolean }) => [x.id, x.loggedIn])).toEqual([
      [c.id, c.loggedIn],
      [added.id, true],
      [a.id, a.loggedIn],
    ]);
    expect(after.agents.some((x: { id: number }) => x.id === b.id)).toBe(false);
  });

  it('CALL-01 refuses a queue change with field errors: a destination elsewhere, an agent of another account or twice, too many agents', async () => {
    const kit = await kitOf(queueIds[2]);
    const db = p.database.db;
    const [foreign] = await db
      .select({ id: extensions.id })
      .from(extensions)
      .where(and(ne(extensions.accountId, acme), eq(extensions.extensionType, 'Extension')))
      .orderBy(asc(extensions.id));
    const [elsewhere] = await db
      .select({ id: callQueues.extensionId })
      .from(callQueues)
      .where(ne(callQueues.accountId, acme))
      .orderBy(asc(callQueues.extensionId));
    const notMine = elsewhere.id;
    const bad = await admin.put(`${base()}/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      overflow: { kind: 'queue', id: notMine },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'overflow', message: expect.stringContaining(`call queue ${notMine}`) },
    ]);
    const agents = await admin.put(`${base()}/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      agents: [foreign.id],
    });
    expect(agents.status).toBe(400);
    expect(agents.body.errors).toEqual([
      { field: 'agents', message: `Extension ${foreign.id} is not of this account.` },
    ]);
    const twice = await admin.put(`${base()}/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      agents: [people[0].id, people[0].id],
    });
    expect(twice.body.errors).toEqual([{ field: 'agents', message: 'An agent is listed twice.' }]);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await admin.put(`${base()}/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      agents: many,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({
      field: 'agents',
      message: 'A queue has at most 100 agents.',
    });
    // The v1 variant takes up to 1,000: 101 passes its schema and is refused only as extensions elsewhere.
    const v1 = await admin.put(`${base()}/v1/callQueueKit/${queueIds[2]}`, { ...bodyOf(kit), agents: many });
    expect(v1.status).toBe(400);
    expect(v1.body.errors[0].field).toBe('agents');
    expect(v1.body.errors[0].message).not.toContain('at most');
    const v1Limit = await admin.put(`${base()}/v1/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      agents: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(v1Limit.body.errors[0].message).toBe('A queue has at most 1000 agents.');
    // Nothing was written.
    expect(await kitOf(queueIds[2])).toEqual(kit);
  });

  it('CALL-01 refuses a queue change that closes a loop with no way out', async () => {
    const db = p.database.db;
    const kit = await kitOf(queueIds[2]);
    // A queue with no agents only uses its no-agents branch: pointing it at itself is a loop.
    const res = await admin.put(`${base()}/callQueueKit/${queueIds[2]}`, {
      ...bodyOf(kit),
      agents: [],
      noAgents: { kind: 'queue', id: queueIds[2] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/back to itself/);
    const [row] = await db.select().from(callQueues).where(eq(callQueues.extensionId, queueIds[2]));
    expect(row.noAgents).toEqual(kit.noAgents);
  });

  it('CALL-01 orders the account’s queues: every queue exactly once, else 400 in words', async () => {
    const reversed = [...queueIds].reverse();
    const ok = await admin.put(`${base()}/callQueuePriority`, { queueIds: reversed });
    expect(ok.status).toBe(200);
    const list = await admin.get(`${base()}/callQueues`);
    expect(list.body.items.map((q: { id: number }) => q.id)).toEqual(reversed);
    const missing = await admin.put(`${base()}/callQueuePriority`, { queueIds: reversed.slice(1) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'queueIds', message: `List every call queue of the account once; missing: ${reversed[0]}.` },
    ]);
    const twice = await admin.put(`${base()}/callQueuePriority`, { queueIds: [...reversed, reversed[0]] });
    expect(twice.body.errors).toEqual([
      { field: 'queueIds.3', message: `Call queue ${reversed[0]} is listed twice.` },
    ]);
    const stranger = await admin.put(`${base()}/callQueuePriority`, {
      queueIds: [...reversed.slice(1), 999_999],
    });
    expect(stranger.body.errors).toContainEqual({
      field: 'queueIds.2',
      message: 'There is no call queue 999999 in this account.',
    });
    expect((await admin.get(`${base()}/callQueues`)).body.items.map((q: { id: number }) => q.id)).toEqual(
      reversed,
    );
    await admin.put(`${base()}/callQueuePriority`, { queueIds });
  });

  it('CALL-01 queue actions log every agent in or out and clear the waiting calls', async () => {
    const id = queueIds[0];
    const out = await admin.post(`${base()}/callQueueAction/${id}`, { action: 'logOutAll' });
    expect(out.body).toMatchObject({ queueId: id, action: 'logOutAll', changed: 2 });
    expect((await kitOf(id)).agents.every((a: { loggedIn: boolean }) => !a.loggedIn)).toBe(true);
    const inAll = await admin.post(`${base()}/callQueueAction/${id}`, { action: 'logInAll' });
    expect(inAll.body.changed).toBe(3);
    expect((await kitOf(id)).agents.every((a: { loggedIn: boolean }) => a.loggedIn)).toBe(true);
    const cleared = await admin.post(`${base()}/callQueueAction/${queueIds[2]}`, { action: 'clearWaiting' });
    expect(cleared.body).toMatchObject({ action: 'clearWaiting', changed: 3 });
    const list = (await admin.get(`${base()}/callQueues`)).body.items;
    expect(list.find((q: { id: number }) => q.id === queueIds[2]).waiting).toBe(0);
    expect(list.find((q: { id: number }) => q.id === queueIds[0]).waiting).toBe(3);
    const bad = await admin.post(`${base()}/callQueueAction/${id}`, { action: 'explode' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'action' });
  });
});

describe('real-time status (CALL-01, REQ-07)', () => {
  it('CALL-01 REQ-07 a queue now: waiting calls with their wait at the platform clock, never cached', async () => {
    const id = queueIds[0];
    const res = await admin.get(`${base()}/callQueueKitRealTimeStatus/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.waiting).toHaveLength(3);
    expect(res.body.answering).toBe(1);
    expect(res.body.longestWaitSeconds).toBe(
      Math.max(...res.body.waiting.map((c: { waitSeconds: number }) => c.waitSeconds)),
    );
    const before = res.body.longestWaitSeconds;
    p.clock.advance(30);
    const later = await admin.get(`${base()}/callQueueKitRealTimeStatus/${id}`);
    expect(later.body.longestWaitSeconds).toBe(before + 30);
    expect(later.body.agentsTotal).toBe(later.body.agents.length);
    expect(later.body.agentsLoggedIn).toBe(
      later.body.agents.filter((a: { loggedIn: boolean }) => a.loggedIn).length,
    );
  });

  it('CALL-01 REQ-07 every queue of the account now, never cached', async () => {
    const res = await admin.get(`${base()}/callQueueKitRealTimeStatusForAccount`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.queues.map((q: { queueId: number }) => q.queueId)).toEqual(queueIds);
    // The third queue's waiting calls were cleared by the queue action above.
    expect(res.body.queues.map((q: { waiting: unknown[] }) => q.waiting.length)).toEqual([3, 3, 0]);
  });

  it('CALL-01 raising a waiting call’s priority puts it first; a call of another queue is not found', async () => {
    const id = queueIds[0];
    const { waiting } = (await admin.get(`${base()}/callQueueKitRealTimeStatus/${id}`)).body;
    const last = waiting.at(-1);
    const res = await admin.put(`${base()}/callQueueLiveStatus/${id}/calls/${last.id}`, { priority: 5 });
    expect(res.status).toBe(200);
    const after = (await admin.get(`${base()}/callQueueKitRealTimeStatus/${id}`)).body.waiting;
    expect(after[0]).toMatchObject({ id: last.id, priority: 5 });
    const [elsewhere] = await p.database.db
      .select({ id: callQueueCalls.id })
      .from(callQueueCalls)
      .where(eq(callQueueCalls.queueId, queueIds[1]));
    expect(
      (await admin.put(`${base()}/callQueueLiveStatus/${id}/calls/${elsewhere.id}`, { priority: 5 })).status,
    ).toBe(404);
    const bad = await admin.put(`${base()}/callQueueLiveStatus/${id}/calls/${last.id}`, { priority: 11 });
    expect(bad.body.errors).toEqual([{ field: 'priority', message: 'Enter a priority from 0 to 10.' }]);
  });

  it('CALL-01 an agent logged out and in from the live status', async () => {
    const id = queueIds[0];
    const [agent] = await p.database.db
      .select()
      .from(callQueueAgents)
      .where(eq(callQueueAgents.queueId, id))
      .orderBy(asc(callQueueAgents.position));
    const off = await admin.put(`${base()}/callQueueLiveStatus/${id}/agents/${agent.agentId}`, {
      loggedIn: false,
    });
    expect(off.body).toMatchObject({ queueId: id, agentId: agent.agentId, loggedIn: false });
    const status = (await admin.get(`${base()}/callQueueKitRealTimeStatus/${id}`)).body;
    expect(status.agents.find((a: { id: number }) => a.id === agent.agentId).loggedIn).toBe(false);
    await admin.put(`${base()}/callQueueLiveStatus/${id}/agents/${agent.agentId}`, { loggedIn: true });
    expect(
      (await admin.put(`${base()}/callQueueLiveStatus/${id}/agents/${people.at(-1)!.id}`, { loggedIn: true }))
        .status,
    ).toBe(404);
  });

  it('CALL-01 a queue of another account is not found, and a reports role reads but does not change', async () => {
    const [other] = await p.database.db.select().from(callQueues).where(ne(callQueues.accountId, acme));
    expect((await admin.get(`${base()}/callQueueKit/${other.extensionId}`)).status).toBe(404);
    const reporting = await callers(p).as('call queues reporting admin');
    const acct = reporting.accountId;
    const [theirs] = await p.database.db.select().from(callQueues).where(eq(callQueues.accountId, acct));
    const path = `/svc/ucaas/api/ucaas/account/${acct}`;
    expect((await reporting.get(`${path}/callQueueKitRealTimeStatus/${theirs.extensionId}`)).status).toBe(
      200,
    );
    expect(
      (await reporting.post(`${path}/callQueueAction/${theirs.extensionId}`, { action: 'logInAll' })).status,
    ).toBe(403);
  });
});

describe('deleting a node (CALL-01)', () => {
  it('CALL-01 a queue an attendant key sends calls to cannot be deleted: 409 names the attendant', async () => {
    const db = p.database.db;
    const [attendant] = await db.select().from(autoAttendants).where(eq(autoAttendants.accountId, acme));
    const keys = attendant.keys as Record<string, { kind: string; id: number }>;
    const target = keys['1'];
    expect(target.kind).toBe('queue');
    const res = await admin.delete(`/svc/ucaas/api/ucaas/extension/${target.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('in_use');
    expect(res.body.message).toContain('key 1');
    expect(res.body.references).toContainEqual(
      expect.objectContaining({ kind: 'attendant', id: attendant.extensionId }),
    );
    expect(await db.select().from(callQueues).where(eq(callQueues.extensionId, target.id))).toHaveLength(1);
  });

  it('CALL-01 a queue nothing sends calls to is deleted with its settings, agents and waiting calls', async () => {
    const db = p.database.db;
    const res = await admin.delete(`/svc/ucaas/api/ucaas/extension/${queueIds[2]}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.select().from(callQueues).where(eq(callQueues.extensionId, queueIds[2]))).toHaveLength(0);
    expect(
      await db.select().from(callQueueCalls).where(eq(callQueueCalls.queueId, queueIds[2])),
    ).toHaveLength(0);
    expect((await admin.get(`${base()}/callQueueKit/${queueIds[2]}`)).status).toBe(404);
  });
});

describe('creating a queue (CALL-01)', () => {
  it('CALL-01 a new queue takes the next free extension, is served last, has no agents and can be changed at once', async () => {
    const before = (await admin.get(`${base()}/callQueues`)).body.items as { id: number }[];
    const res = await admin.post(`${base()}/callQueueKit`, {
      name: 'Returns Queue',
      strategy: 'longestIdle',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Returns Queue', strategy: 'longestIdle', agents: [] });
    expect(res.body.overflow).toEqual({ kind: 'hangup' });
    const [ext] = await p.database.db.select().from(extensions).where(eq(extensions.id, res.body.id));
    expect(ext).toMatchObject({ accountId: acme, extensionType: 'Call Queue', userName: 'Returns Queue' });
    const after = (await admin.get(`${base()}/callQueues`)).body.items as { id: number }[];
    expect(after.map((q) => q.id)).toEqual([...before.map((q) => q.id), res.body.id]);
    const changed = await admin.put(`${base()}/callQueueKit/${res.body.id}`, {
      ...bodyOf(res.body),
      agents: [people[0].id],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });

  it('CALL-01 a new queue on a number in use, or without a name, is refused on its field and nothing is made', async () => {
    const db = p.database.db;
    const count = async () =>
      (await db.select().from(callQueues).where(eq(callQueues.accountId, acme))).length;
    const was = await count();
    const [taken] = await db.select().from(extensions).where(eq(extensions.accountId, acme));
    const inUse = await admin.post(`${base()}/callQueueKit`, {
      name: 'Dup',
      extension: taken.extensionNumber,
    });
    expect(inUse.status).toBe(400);
    expect(inUse.body.errors).toContainEqual(expect.objectContaining({ field: 'extension' }));
    const nameless = await admin.post(`${base()}/callQueueKit`, { name: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
    expect(await count()).toBe(was);
    const reporting = await callers(p).as('call queues reporting admin');
    const path = `/svc/ucaas/api/ucaas/account/${reporting.accountId}`;
    expect((await reporting.post(`${path}/callQueueKit`, { name: 'Not mine' })).status).toBe(403);
  });
});
