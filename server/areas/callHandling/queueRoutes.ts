// Call queues (CALL-01, REQ-07, CFG-04; decision 0093): the list (C-056, C-353), the queue kit
// (C-057, C-058, C-063), the real-time status (C-059, C-060, never cached), the account's queue
// order (C-061), the queue actions (C-062) and the live toggles (C-471, C-472). The same routers
// are mounted on the call-queue microservice (`callqueue`, CFG-04) at the same paths.
import type { Context } from 'hono';
import {
  agentLoginSchema,
  callPrioritySchema,
  queueActionSchema,
  queueCreateSchema,
  queueKitBulkSchema,
  queueKitSchema,
  queuePrioritySchema,
} from '../../../src/domain/schemas/callHandling/queue';
import { callQueuesQuerySchema } from '../../../src/domain/schemas/listQuery';
import { notFound } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import {
  changeQueueKit,
  createQueue,
  listQueues,
  liveStatus,
  queueRows,
  readQueueKit,
  runQueueAction,
  setAgentLogin,
  setCallPriority,
  setQueuePriority,
} from './queueStore';

/** REQ-07: a real-time answer is never kept by a browser or a proxy. */
const noStore = (c: Context<Env>) => c.header('cache-control', 'no-store');

/** A path id: a whole number, else the row it names does not exist. */
const pathId = (c: Context<Env>, name: string, what: string) => {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound(`${what} not found`);
  return Number(raw);
};

const kit = { row: queueRows, param: 'kitId' } as const;
const byQueue = { row: queueRows, param: 'queueId' } as const;

/** The ucaas family's queue calls (and the call-queue microservice's). */
export function queueRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const router = secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/callQueues',
      {
        catalogue: ['C-056'],
        permission: 'read:call-queue',
        account: 'path',
        query: callQueuesQuerySchema,
        summary: 'The account’s call queues with their settings, first served first',
      },
      async (c, { query }) => c.json(await listQueues(db, c.get('actingAccountId'), query)),
    )
    .post(
      '/api/ucaas/account/:accountId/callQueueKit',
      {
        catalogue: [],
        permission: 'create:call-queue',
        account: 'path',
        body: queueCreateSchema,
        summary:
          'Create a call queue (decision 0099): its extension (the number asked for, else the next free one), served after the others, no agents yet',
      },
      async (c, { body }) => c.json(await createQueue(db, c.get('actingAccountId'), body), 201),
    )
    .get(
      '/api/ucaas/account/:accountId/callQueueKit/:kitId',
      {
        catalogue: ['C-057'],
        permission: 'read:call-queue',
        account: kit,
        summary: 'A call queue: settings and agents in ring order',
      },
      async (c, { row }) => c.json(await readQueueKit(db, row)),
    );
  for (const { path, catalogue, body } of [
    { path: '/api/ucaas/account/:accountId/callQueueKit/:kitId', catalogue: 'C-058', body: queueKitSchema },
    {
      path: '/api/ucaas/account/:accountId/v1/callQueueKit/:kitId',
      catalogue: 'C-063',
      body: queueKitBulkSchema,
    },
  ] as const)
    router.put(
      path,
      {
        catalogue: [catalogue],
        permission: 'update:call-queue',
        account: kit,
        body,
        summary:
          catalogue === 'C-058'
            ? 'Change a call queue: settings and agents (at most 100)'
            : 'Change a call queue: settings and agents (at most 1,000)',
      },
      async (c, { body: change, row }) =>
        c.json(await db.transaction((tx) => changeQueueKit(tx, row, change))),
    );
  return router
    .get(
      '/api/ucaas/account/:accountId/callQueueKitRealTimeStatus/:queueId',
      {
        catalogue: ['C-059'],
        permission: 'read:call-queue',
        account: byQueue,
        summary: 'A call queue now: waiting calls, longest wait, agents logged in (never cached)',
      },
      async (c, { row }) => {
        noStore(c);
        const [status] = await liveStatus(db, row.accountId, deps.now(), row.extensionId);
        return c.json(status);
      },
    )
    .get(
      '/api/ucaas/account/:accountId/callQueueKitRealTimeStatusForAccount',
      {
        catalogue: ['C-060'],
        permission: 'read:call-queue',
        account: 'path',
        summary: 'Every call queue of the account now (never cached)',
      },
      async (c) => {
        noStore(c);
        const id = c.get('actingAccountId');
        const now = deps.now();
        return c.json({ accountId: id, at: now.toISOString(), queues: await liveStatus(db, id, now) });
      },
    )
    .put(
      '/api/ucaas/account/:accountId/callQueuePriority',
      {
        catalogue: ['C-061'],
        permission: 'update:call-queue',
        account: 'path',
        body: queuePrioritySchema,
        summary: 'The order the account’s call queues are served in',
      },
      async (c, { body }) => {
        const id = c.get('actingAccountId');
        await db.transaction((tx) => setQueuePriority(tx, id, body.queueIds));
        return c.json({ accountId: id, queueIds: body.queueIds });
      },
    )
    .post(
      '/api/ucaas/account/:accountId/callQueueAction/:kitId',
      {
        catalogue: ['C-062'],
        permission: 'update:call-queue',
        account: kit,
        body: queueActionSchema,
        summary: 'Log every agent of a queue in or out, or clear its waiting calls',
      },
      async (c, { body, row }) =>
        c.json({ queueId: row.extensionId, ...(await runQueueAction(db, row, body.action)) }),
    )
    .put(
      '/api/ucaas/account/:accountId/callQueueLiveStatus/:queueId/agents/:agentId',
      {
        catalogue: ['C-471'],
        permission: 'update:call-queue',
        account: byQueue,
        body: agentLoginSchema,
        summary: 'Log an agent of a queue in or out',
      },
      async (c, { body, row }) =>
        c.json(await setAgentLogin(db, row, pathId(c, 'agentId', 'Agent'), body.loggedIn)),
    )
    .put(
      '/api/ucaas/account/:accountId/callQueueLiveStatus/:queueId/calls/:callId',
      {
        catalogue: ['C-472'],
        permission: 'update:call-queue',
        account: byQueue,
        body: callPrioritySchema,
        summary: 'Change a waiting call’s priority',
      },
      async (c, { body, row }) =>
        c.json(await setCallPriority(db, row, pathId(c, 'callId', 'Call'), body.priority)),
    );
}

/** C-353: the appserver family's queue list (the same list). */
export function appserverQueueRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/rest/account/:accountId/callQueues',
    {
      catalogue: ['C-353'],
      permission: 'read:call-queue',
      account: 'path',
      query: callQueuesQuerySchema,
      summary: 'The account’s call queues with their settings, first served first',
    },
    async (c, { query }) => c.json(await listQueues(db, c.get('actingAccountId'), query)),
  );
}
