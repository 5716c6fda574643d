// Call flows (CALL-03, C-422): the account's whole call handling as one `CallFlow` (decision
// 0091), with its check, for the diagram, the route tester and every destination picker; the
// flow's entries (a number of the account and its first destination) and the route tester, of
// our own (decision 0072's row).
import { checkFlow } from '../../../src/domain/callFlow';
import {
  type CallFlowAnswer,
  callFlowEntrySchema,
  routeTestSchema,
} from '../../../src/domain/schemas/callHandling/flows';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { addEntry, callFlowRows, changeEntry, deleteEntry, listEntries } from './callFlowEntryStore';
import { loadCallFlow } from './callFlowStore';
import { testRoute } from './callFlowTester';
import { accountZone } from './scheduleStore';

const ENTRIES = '/api/ucaas/account/:accountId/callFlows/entries';
const byEntry = { row: callFlowRows, param: 'callFlowId' } as const;

export function callFlowRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/callFlows',
      {
        catalogue: ['C-422'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s call flow: numbers, schedules, auto-attendants, queues, groups, extensions',
      },
      async (c) => {
        const flow = await loadCallFlow(db, c.get('actingAccountId'));
        const check = checkFlow(flow);
        return c.json({
          accountId: c.get('actingAccountId'),
          flow,
          errors: check.errors,
          warnings: check.warnings,
        } satisfies CallFlowAnswer);
      },
    )
    .get(
      ENTRIES,
      {
        catalogue: [],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s call flow entries: each number and where its calls go first',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          entries: await listEntries(db, c.get('actingAccountId')),
        }),
    )
    .post(
      ENTRIES,
      {
        catalogue: [],
        permission: 'create:extensions',
        account: 'path',
        body: callFlowEntrySchema,
        summary: 'Send one of the account’s numbers to a first destination',
      },
      async (c, { body }) => c.json(await addEntry(db, c.get('actingAccountId'), body), 201),
    )
    .put(
      `${ENTRIES}/:callFlowId`,
      {
        catalogue: [],
        permission: 'update:extensions',
        account: byEntry,
        body: callFlowEntrySchema,
        summary: 'Change a call flow entry’s number or first destination',
      },
      async (c, { row, body }) => c.json(await changeEntry(db, row, body)),
    )
    .delete(
      `${ENTRIES}/:callFlowId`,
      {
        catalogue: [],
        permission: 'delete:extensions',
        account: byEntry,
        summary: 'Remove a call flow entry (the number then answers no call flow)',
      },
      async (c, { row }) => {
        await deleteEntry(db, row);
        return c.body(null, 204);
      },
    )
    .post(
      '/api/ucaas/account/:accountId/callFlows/route',
      {
        catalogue: [],
        permission: 'read:extensions',
        account: 'path',
        audit: false,
        body: routeTestSchema,
        summary: 'The route tester: where a call to a number at a local date and time goes, step by step',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const flow = await loadCallFlow(db, accountId);
        return c.json(testRoute(flow, await accountZone(db, accountId), body));
      },
    );
}
