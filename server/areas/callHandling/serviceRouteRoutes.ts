// Service routes (C-425, CFG-04; decision 0072's row): each of the account's numbers with the
// service that answers it (a call flow, an extension, or none) and the host its call-queue calls
// go to (the call-queue microservice when the account is eligible by CFG-04, else the appserver).
import { asc, eq } from 'drizzle-orm';
import { digitsOf } from '../../../src/domain/callFlow/routeCall';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import type { ServiceRoute, ServiceRoutes } from '../../../src/domain/schemas/callHandling/flows';
import { callFlows, extensions, phoneNumbers } from '../../db/schema';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { buildWgConfig } from '../../wgConfig';

/** CFG-04: whether the account's call-queue calls go to the call-queue microservice. */
export function usesCallQueueMicroService(
  config: ReturnType<typeof buildWgConfig>,
  accountId: number,
): boolean {
  if (!config.useCallQueueMicroService) return false;
  return (
    config.cqMicroServiceAccounts.includes(accountId) ||
    config.cqMicroServiceAccountsRange.includes(accountId % 10)
  );
}

export function serviceRouteRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/api/ucaas/account/:accountId/serviceRoutes',
    {
      catalogue: ['C-425'],
      permission: 'read:extensions',
      account: 'path',
      summary:
        'Each number of the account with the service that answers it, and the call-queue host (CFG-04)',
    },
    async (c) => {
      const accountId = c.get('actingAccountId');
      const [numbers, entries] = await Promise.all([
        db
          .select({
            number: phoneNumbers.phoneNumber,
            extensionId: phoneNumbers.extensionId,
            extensionName: extensions.userName,
            extensionNumber: extensions.extensionNumber,
            extensionType: extensions.extensionType,
          })
          .from(phoneNumbers)
          .leftJoin(extensions, eq(extensions.id, phoneNumbers.extensionId))
          .where(eq(phoneNumbers.accountId, accountId))
          .orderBy(asc(phoneNumbers.phoneNumber)),
        db.select().from(callFlows).where(eq(callFlows.accountId, accountId)),
      ]);
      const flowOf = new Map(entries.map((e) => [digitsOf(e.phoneNumber), e]));
      const microservice = usesCallQueueMicroService(buildWgConfig('', deps.config), accountId);
      return c.json({
        accountId,
        callQueueHost: microservice ? 'callQueueMicroService' : 'appserver',
        serviceRoutes: numbers.map((n): ServiceRoute => {
          const flow = flowOf.get(digitsOf(n.number));
          if (flow)
            return {
              number: n.number,
              service: 'callFlow' as const,
              callFlowId: flow.id,
              name: flow.name,
              destination: flow.destination as Destination,
            };
          if (n.extensionId !== null)
            return {
              number: n.number,
              service: 'extension' as const,
              extensionId: n.extensionId,
              // Joined: when the number's extension is there, so are its (not null) columns.
              name: n.extensionName as string,
              extensionNumber: n.extensionNumber as string,
              extensionType: n.extensionType as string,
            };
          return { number: n.number, service: 'none' as const };
        }),
      } satisfies ServiceRoutes);
    },
  );
}
