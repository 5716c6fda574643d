// #/management/m/dashboard

import { Suspense } from 'react';
import { getServiceInfo } from '../../api/account';
import { getPendingOrderCount } from '../../api/orders';
import { lazyPage } from '../../app/lazyPage';
import type { PageProps } from '../../app/navigation';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { accountLifecycle } from '../../domain/billing/lifecycle';
import { canSeePendingOrders } from '../../domain/roles';
import { DashboardView } from './DashboardView';

// The cards and notices under the summary load after it, each in its own chunk, so that the
// dashboard's first paint carries only the summary (issue 12, decision 0125).
const insights = lazyPage<object, typeof import('./InsightsCard')>(
  () => import('./InsightsCard'),
  'InsightsCard',
);
const completedTasks = lazyPage<object, typeof import('./CompletedTasksCard')>(
  () => import('./CompletedTasksCard'),
  'CompletedTasksCard',
);
const setupGuide = lazyPage<object, typeof import('./SetupGuideCard')>(
  () => import('./SetupGuideCard'),
  'SetupGuideCard',
);
const businessTexting = lazyPage<object, typeof import('./BusinessTextingBanner')>(
  () => import('./BusinessTextingBanner'),
  'BusinessTextingBanner',
);

export function DashboardPage(props: PageProps) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const { account } = profile;
  const info = useResource(['serviceInfo', account.accountId], (signal) =>
    getServiceInfo(api, account.accountId, signal),
  );
  // BILL-06: the notice counts the account's orders not yet completed, for the roles of ROLE-05.
  const noticed = canSeePendingOrders(profile.roleId);
  const pending = useResource(['pendingOrders', account.accountId, noticed], (signal) =>
    noticed ? getPendingOrderCount(api, account.accountId, signal) : Promise.resolve(undefined),
  );
  const facts = {
    id: account.accountId,
    status: account.status,
    partnerType: account.partnerType,
    isIceberg: account.config.isIcebergAccount,
    isCpq: account.config.isAcctCPQ,
    isCsp: account.config.isAcctCSP,
    fraudReview: account.fraudReview,
    freeTrialStatus: account.freeTrialStatus,
  };
  // The one standing rule (BILL-01, decision 0114), as the server and the banner read it.
  const life = accountLifecycle(facts);
  return (
    <DashboardView
      title={props.title}
      account={account}
      loading={info.loading}
      counts={
        info.data && {
          users: info.data.users,
          extensions: info.data.extensions,
          devices: info.data.devices,
          phoneNumbers: info.data.phoneNumbers.totalCount,
          tollFreeNumbers: info.data.phoneNumbers.tollFreeCount,
        }
      }
      isTrial={life.isTrial}
      isFraudHold={life.isFraudHold}
      pendingOrders={pending.data?.count}
      shortcuts={props.menu.filter((e) => e.name !== 'dashboard')}
      cards={
        <Suspense fallback={null}>
          <insights.Component />
          <completedTasks.Component />
        </Suspense>
      }
      notice={
        <Suspense fallback={null}>
          <setupGuide.Component />
          <businessTexting.Component />
        </Suspense>
      }
    />
  );
}
