// #/management/m/appCentre (issue 24 item 2; MISC-01; decision 0115): the apps the account may
// activate (C-478), who may use each (C-477), their activation (C-479) and the purchase requests
// of priced apps (C-480). A priced app is bought through the store's checkout machine
// (AppPurchaseDialog): previewed, confirmed, placed once per key, its result shown; then it can be
// activated. A free app needs no purchase: it is activated here.
import { useCallback, useState } from 'react';
import type { PlacedOrder } from '../../../machines/orders/checkoutMachine';
import {
  type AppItem,
  activateApp,
  deactivateApp,
  listAppActivations,
  listAppPurchaseRequests,
  listApps,
  listAppUserTypes,
} from '../../api/apps';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { formatMoney } from '../../domain/orders/money';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { AppPurchaseDialog } from './AppPurchaseDialog';

const USER_TYPE_WORDS: Record<string, string> = {
  END_USER: 'people',
  ROOM_USER: 'rooms',
  ADMIN: 'administrators',
};

export function AppCentrePage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const apps = useResource(['apps', accountId], (s) => listApps(api, accountId, s), { handled: allHandled });
  const types = useResource(['appTypes', accountId], (s) => listAppUserTypes(api, accountId, s), {
    handled: allHandled,
  });
  const states = useResource(['appStates', accountId], (s) => listAppActivations(api, accountId, s), {
    handled: allHandled,
  });
  const canBuy = profile.permissions.has('read:purchase');
  const requests = useResource(
    ['appPurchases', accountId, canBuy],
    (s) => (canBuy ? listAppPurchaseRequests(api, accountId, s) : Promise.resolve({ total: 0, items: [] })),
    { handled: allHandled },
  );
  const [said, setSaid] = useState<string>();
  const toggle = useAction(
    async ({ app, on }: { app: AppItem; on: boolean }) => {
      if (on) await activateApp(api, accountId, app.key);
      else await deactivateApp(api, accountId, app.key);
      setSaid(`${app.name} is ${on ? 'active' : 'turned off'}.`);
      states.reload();
    },
    { handled: shownHere },
  );
  // A priced app is bought through the checkout machine (AppPurchaseDialog), one cart per purchase.
  const [buying, setBuying] = useState<AppItem & { sku: string }>();
  const [purchases, setPurchases] = useState(0);
  const placed = useCallback(
    (order: PlacedOrder) => {
      const app = buying;
      setBuying(undefined);
      setSaid(
        `${app?.name ?? 'The app'} is bought: order #${order.vOrderId} is in your orders. Activate it now.`,
      );
      states.reload();
      requests.reload();
    },
    [buying, states.reload, requests.reload],
  );
  const canChange = profile.permissions.has('update:account-settings');
  const canRequest = profile.permissions.has('create:purchase');
  const stateOf = (appKey: string) => states.data?.items.find((s) => s.appKey === appKey);
  const typesOf = (appKey: string) => types.data?.items.find((t) => t.appKey === appKey)?.userTypes ?? [];
  const write = writeStateOf(toggle as Action<never>, said);

  if (apps.failed || states.failed)
    return (
      <>
        <PageHeader title={props.title} />
        <Alert variant="error" title="The app centre did not load">
          <p>Try again in a moment.</p>
          <Button
            variant="secondary"
            onPress={() => {
              apps.reload();
              states.reload();
            }}
          >
            Try again
          </Button>
        </Alert>
      </>
    );
  if (!apps.data || !states.data)
    return (
      <>
        <PageHeader title={props.title} />
        <LoadingState label="Loading the app centre…" />
      </>
    );
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        {write.message ? <Alert variant="error">{write.message}</Alert> : null}
        {write.errors.length ? <Alert variant="error">{write.errors[0].message}</Alert> : null}
        {write.saved ? <Alert variant="success">{write.saved}</Alert> : null}
        <DataTable
          caption="Apps"
          rows={apps.data.items}
          rowKey={(a) => a.key}
          columns={[
            {
              key: 'name',
              header: 'App',
              render: (a) => (
                <span>
                  <strong>{a.name}</strong>
                  <br />
                  {a.description}
                </span>
              ),
            },
            {
              key: 'price',
              header: 'Price',
              render: (a) =>
                a.price ? `${formatMoney(a.price.monthlyMinor, a.price.currency)} a month` : 'Included',
            },
            {
              key: 'who',
              header: 'Who may use it',
              render: (a) =>
                typesOf(a.key)
                  .map((t) => USER_TYPE_WORDS[t] ?? t)
                  .join(', '),
            },
            {
              key: 'status',
              header: 'Status',
              render: (a) => {
                const s = stateOf(a.key);
                return s?.status === 'active' ? (
                  <Badge status="Active" />
                ) : s?.needsPurchase ? (
                  'Not purchased'
                ) : (
                  'Off'
                );
              },
            },
            {
              key: 'actions',
              header: 'Actions',
              render: (a) => {
                const s = stateOf(a.key);
                if (s?.needsPurchase)
                  return canRequest ? (
                    <Button
                      variant="secondary"
                      isDisabled={buying !== undefined}
                      onPress={() => {
                        if (!a.sku) return;
                        setSaid(undefined);
                        setPurchases((n) => n + 1);
                        setBuying({ ...a, sku: a.sku });
                      }}
                      aria-label={`Request purchase of ${a.name}`}
                    >
                      Request purchase
                    </Button>
                  ) : (
                    'Ask a billing administrator to buy it'
                  );
                if (!canChange) return null;
                return s?.status === 'active' ? (
                  <Button
                    variant="secondary"
                    isDisabled={toggle.pending}
                    onPress={() => void toggle.run({ app: a, on: false })}
                    aria-label={`Turn off ${a.name}`}
                  >
                    Turn off
                  </Button>
                ) : (
                  <Button
                    isDisabled={toggle.pending}
                    onPress={() => void toggle.run({ app: a, on: true })}
                    aria-label={`Activate ${a.name}`}
                  >
                    Activate
                  </Button>
                );
              },
            },
          ]}
        />
        {canBuy ? (
          <Card title="Purchase requests">
            <DataTable
              caption="Purchase requests"
              hideCaption
              rows={requests.data?.items ?? []}
              loading={requests.loading}
              rowKey={(r) => r.id}
              emptyText="No app has been bought yet."
              columns={[
                {
                  key: 'app',
                  header: 'App',
                  render: (r) => apps.data?.items.find((a) => a.key === r.appKey)?.name ?? r.appKey,
                },
                { key: 'order', header: 'Order', render: (r) => `#${r.orderId}` },
                { key: 'status', header: 'Status', render: (r) => r.status },
                {
                  key: 'total',
                  header: 'Total',
                  align: 'end',
                  render: (r) => formatMoney(r.totalMinor, r.currency),
                },
              ]}
            />
          </Card>
        ) : null}
      </div>
      {buying ? (
        <AppPurchaseDialog
          key={purchases}
          accountId={accountId}
          international={profile.account.config.isAcctInternational}
          app={buying}
          onPlaced={placed}
          onClose={() => setBuying(undefined)}
        />
      ) : null}
    </>
  );
}
