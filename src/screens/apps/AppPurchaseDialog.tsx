// Buying a priced app (issue 24 item 2; decision 0115, its update in 0123): the store's checkout
// machine (machines/orders) with the app's product as the whole cart — previewing, the total to
// confirm, submitting once per key (a retry sends the same key), then submitted, declined (the
// platform's reason; preview again) or failed (try again). Mounted per purchase: a new purchase
// is a new cart with a new key. The submit is the app centre's purchase request, which places the
// store order and records the request together.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { checkoutMachineFor, type PlacedOrder } from '../../../machines/orders/checkoutMachine';
import { type AppItem, requestAppPurchase } from '../../api/apps';
import { ApiFailure } from '../../api/failure';
import { previewOrder } from '../../api/orders';
import { registerLiveActor } from '../../app/liveActors';
import { useSessionContext } from '../../app/session/SessionContext';
import { formatMoney } from '../../domain/orders/money';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';

type Shown = 'previewing' | 'review' | 'submitting' | 'submitted' | 'declined' | 'failed';
const PHASES: Shown[] = ['previewing', 'review', 'submitting', 'submitted', 'declined', 'failed'];

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `app-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const words = (error: unknown) =>
  error instanceof ApiFailure && error.status !== undefined
    ? error.message
    : 'We could not reach the store. The order may not have been placed yet: try again, it will not be charged twice.';

export interface AppPurchaseDialogProps {
  accountId: number;
  international: boolean;
  app: AppItem & { sku: string };
  /** The order is placed: the page says so and reloads the app's state. */
  onPlaced(order: PlacedOrder): void;
  onClose(): void;
}

export function AppPurchaseDialog(props: AppPurchaseDialogProps) {
  const { api } = useSessionContext();
  const { accountId, international, app } = props;
  const machine = useMemo(() => checkoutMachineFor(), []);
  const actor = useActorRef(
    machine.provide({
      actors: {
        preview: fromPromise(({ input, signal }) =>
          previewOrder(api, accountId, input.items, international, signal),
        ),
        submit: fromPromise(async ({ input, signal }) => {
          const made = await requestAppPurchase(
            api,
            accountId,
            app.key,
            { key: input.key, previewTotalMinor: input.previewTotalMinor },
            signal,
          );
          return made.order;
        }),
      },
    }),
    { input: { newKey } },
  );
  useEffect(() => registerLiveActor('checkout', actor), [actor]);
  // The app's product is the cart: preview it at once.
  useEffect(() => {
    actor.send({ type: 'cart.add', sku: app.sku, quantity: 1 });
    actor.send({ type: 'cart.preview' });
  }, [actor, app.sku]);
  const phase: Shown | 'other' = useSelector(actor, (s) => PHASES.find((t) => s.hasTag(t)) ?? 'other');
  const ctx = useSelector(actor, (s) => s.context);
  const placed = useRef(false);
  useEffect(() => {
    if (phase === 'submitted' && ctx.order && !placed.current) {
      placed.current = true;
      props.onPlaced(ctx.order);
    }
  }, [phase, ctx.order, props.onPlaced]);
  const currency = app.price?.currency ?? 'USD';
  // A preview that failed sends the machine back to the cart with the reason.
  const previewFailed = phase === 'other' && ctx.error !== undefined;
  const confirm =
    phase === 'declined'
      ? { label: 'Check the price again', send: () => actor.send({ type: 'cart.preview' }) }
      : phase === 'failed'
        ? { label: 'Try again', send: () => actor.send({ type: 'order.retry' }) }
        : previewFailed
          ? { label: 'Check the price again', send: () => actor.send({ type: 'cart.preview' }) }
          : { label: 'Place order', send: () => actor.send({ type: 'order.submit' }) };
  return (
    <ConfirmDialog
      isOpen
      title={`Buy ${app.name}?`}
      confirmLabel={confirm.label}
      isPending={phase === 'submitting'}
      isConfirmDisabled={phase === 'previewing' || phase === 'submitted'}
      onConfirm={confirm.send}
      onCancel={props.onClose}
    >
      <div className={stack}>
        {phase === 'previewing' ? <LoadingState label="Working out the price…" /> : null}
        {ctx.preview && phase !== 'previewing' ? (
          <p>
            The order’s total today, tax included, is{' '}
            <strong>{formatMoney(ctx.preview.totalMinor, currency)}</strong>
            {app.price
              ? `; then ${formatMoney(app.price.monthlyMinor, app.price.currency)} a month before tax`
              : ''}
            . It appears in your orders.
          </p>
        ) : null}
        {phase === 'declined' || phase === 'failed' || previewFailed ? (
          <Alert variant="error" title={phase === 'declined' ? 'The order was not placed' : undefined}>
            {words(ctx.error)}
          </Alert>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
