// #/management/m/store (issue 22; decision 0112): the store through the checkout machine
// (machines/orders): catalogue → cart → preview → submit. The cart and its idempotency key are
// kept in sessionStorage, so a reload (or a retry) sends the same key and cannot order twice.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { checkoutMachineFor } from '../../../machines/orders/checkoutMachine';
import { ApiFailure } from '../../api/failure';
import { getStoreCatalogue, type Order, previewOrder, submitOrder } from '../../api/orders';
import { isRefusal } from '../../app/failures';
import { registerLiveActor } from '../../app/liveActors';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import type { CartItem } from '../../domain/orders/pricing';
import { Alert } from '../../ui/Alert';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { type StorePhase, StoreView } from './StoreView';

const PHASES: StorePhase[] = [
  'catalogue',
  'cart',
  'previewing',
  'review',
  'submitting',
  'submitted',
  'declined',
  'failed',
];
const storageKey = (accountId: number) => `switchboard.cart.${accountId}`;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `cart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function saved(accountId: number): { items: CartItem[]; key?: string } | undefined {
  try {
    const text = sessionStorage.getItem(storageKey(accountId));
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const words = (error: unknown) =>
  error instanceof ApiFailure && error.status !== undefined
    ? error.message
    : 'We could not reach the store. Your order may not have been placed yet: try again, it will not be charged twice.';

export function StorePage(props: { title: string }) {
  const { api } = useSessionContext();
  const account = useAccount();
  const profile = useSignedInProfile();
  const { accountId } = account;
  const international = account.config.isAcctInternational;
  const catalogue = useResource(['storeCatalogue', accountId], (s) => getStoreCatalogue(api, accountId, s), {
    handled: isRefusal,
  });
  const machine = useMemo(() => checkoutMachineFor<Order>(), []);
  const actor = useActorRef(
    machine.provide({
      actors: {
        preview: fromPromise(({ input, signal }) =>
          previewOrder(api, accountId, input.items, international, signal),
        ),
        submit: fromPromise(({ input, signal }) => submitOrder(api, accountId, input, international, signal)),
      },
    }),
    { input: { newKey } },
  );
  useEffect(() => registerLiveActor('checkout', actor), [actor]);
  useEffect(() => {
    const restored = saved(accountId);
    if (restored) actor.send({ type: 'cart.restore', items: restored.items, key: restored.key });
    const sub = actor.subscribe((s) => {
      try {
        if (s.hasTag('submitted') || s.context.items.length === 0)
          sessionStorage.removeItem(storageKey(accountId));
        else
          sessionStorage.setItem(
            storageKey(accountId),
            JSON.stringify({ items: s.context.items, key: s.context.key }),
          );
      } catch {
        // Storage full or off: the cart lives as long as the page.
      }
    });
    return () => sub.unsubscribe();
  }, [actor, accountId]);
  const phase = useSelector(actor, (s) => PHASES.find((t) => s.hasTag(t)) ?? 'catalogue');
  const ctx = useSelector(actor, (s) => s.context);
  if (catalogue.error)
    return (
      <>
        <PageHeader title={props.title} />
        <Alert variant="info" title="The store is not available">
          <p>{words(catalogue.error)}</p>
        </Alert>
      </>
    );
  if (!catalogue.data) return catalogue.failed ? null : <LoadingState label="Loading the catalogue…" />;
  const c = catalogue.data;
  return (
    <>
      <PageHeader title={props.title} />
      <StoreView
        phase={phase}
        currency={c.currency}
        taxRatePercent={`${c.taxRateBasisPoints / 100}%`}
        products={c.items}
        cart={ctx.items}
        preview={ctx.preview}
        order={ctx.order}
        problem={ctx.error ? words(ctx.error) : undefined}
        canSubmit={profile.permissions.has('create:purchase')}
        ordersHref="#/management/m/orders"
        onAdd={(sku) => actor.send({ type: 'cart.add', sku, quantity: 1 })}
        onSetQuantity={(sku, quantity) => actor.send({ type: 'cart.set', sku, quantity })}
        onClear={() => actor.send({ type: 'cart.clear' })}
        onPreview={() => actor.send({ type: 'cart.preview' })}
        onBack={() => actor.send({ type: 'order.back' })}
        onSubmit={() => actor.send({ type: 'order.submit' })}
        onRetry={() => actor.send({ type: 'order.retry' })}
        onNewOrder={() => actor.send({ type: 'order.new' })}
      />
    </>
  );
}
