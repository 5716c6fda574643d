// The order flow (issue 22; decision 0112): catalogue → cart → previewing → review (zero-charge
// items shown) → submitting → submitted / declined / failed, with back, edit and retry.
// The submit carries an idempotency key made once per cart: kept across retries and, through the
// page's sessionStorage (`cart.restore`), across reloads; a new one only after a submitted order
// or an edited cart. A second submit while one is under way is ignored (a double click makes one
// order; the server makes one per key anyway). The calls are actors the page provides.
import { assign, fromPromise, setup } from 'xstate';
import type { CartItem, OrderQuote } from '../../src/domain/orders/pricing';

/** The order the platform answers, as far as the machine reads it. */
export interface PlacedOrder {
  vOrderId: number;
  totalMinor: number;
}

export interface CheckoutContext<Order extends PlacedOrder = PlacedOrder> {
  items: CartItem[];
  /** The submit's idempotency key for this cart; none until the first submit. */
  key?: string;
  preview?: OrderQuote;
  order?: Order;
  /** Why the last preview or submit did not go through. */
  error?: unknown;
  /** Makes a new idempotency key (a UUID in the page). */
  newKey: () => string;
}

export type CheckoutEvent =
  | { type: 'cart.add'; sku: string; quantity: number }
  | { type: 'cart.set'; sku: string; quantity: number }
  | { type: 'cart.clear' }
  | { type: 'cart.restore'; items: CartItem[]; key?: string }
  | { type: 'cart.preview' }
  | { type: 'order.back' }
  | { type: 'order.submit' }
  | { type: 'order.retry' }
  | { type: 'order.new' };

export const CHECKOUT_PHASES = [
  'catalogue',
  'cart',
  'previewing',
  'review',
  'submitting',
  'submitted',
  'declined',
  'failed',
] as const;
export type CheckoutPhase = (typeof CHECKOUT_PHASES)[number];

export interface CheckoutInput {
  newKey?: () => string;
}

/** A refusal the platform gave with a reason (400, 403, 409): declined, not failed. */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return status !== undefined && status >= 400 && status < 500;
};

const added = (items: CartItem[], sku: string, quantity: number) =>
  items.some((i) => i.sku === sku)
    ? items.map((i) => (i.sku === sku ? { ...i, quantity: Math.min(500, i.quantity + quantity) } : i))
    : [...items, { sku, quantity }];
const changed = (items: CartItem[], sku: string, quantity: number) =>
  quantity <= 0
    ? items.filter((i) => i.sku !== sku)
    : items.map((i) => (i.sku === sku ? { ...i, quantity } : i));

let fallbackKeys = 0;
const fallbackKey = () => `cart-${Date.now().toString(36)}-${++fallbackKeys}`;

export const checkoutMachineFor = <Order extends PlacedOrder = PlacedOrder>() =>
  setup({
    types: {
      context: {} as CheckoutContext<Order>,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
      tags: {} as CheckoutPhase | 'busy',
    },
    actors: {
      preview: fromPromise<OrderQuote, { items: CartItem[] }>(async () => {
        throw new Error('preview not provided');
      }),
      submit: fromPromise<Order, { items: CartItem[]; key: string; previewTotalMinor: number }>(async () => {
        throw new Error('submit not provided');
      }),
    },
    guards: {
      isRefusal: ({ event }) => isRefusal((event as { error?: unknown }).error),
      emptiesCart: ({ context, event }) =>
        event.type === 'cart.set' && changed(context.items, event.sku, event.quantity).length === 0,
      hasItems: ({ event }) => event.type === 'cart.restore' && event.items.length > 0,
    },
    actions: {
      // An edited cart is another cart: its preview and key go.
      add: assign(({ context, event }) =>
        event.type === 'cart.add'
          ? {
              items: added(context.items, event.sku, event.quantity),
              key: undefined,
              preview: undefined,
              error: undefined,
            }
          : {},
      ),
      set: assign(({ context, event }) =>
        event.type === 'cart.set'
          ? {
              items: changed(context.items, event.sku, event.quantity),
              key: undefined,
              preview: undefined,
              error: undefined,
            }
          : {},
      ),
      restore: assign(({ event }) =>
        event.type === 'cart.restore' ? { items: event.items, key: event.key } : {},
      ),
      empty: assign({ items: [], key: undefined, preview: undefined, order: undefined, error: undefined }),
      keepKey: assign({ key: ({ context }) => context.key ?? context.newKey(), error: undefined }),
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({ items: [], newKey: input?.newKey ?? fallbackKey }),
    initial: 'catalogue',
    states: {
      catalogue: {
        tags: ['catalogue'],
        on: {
          'cart.add': { target: 'cart', actions: 'add' },
          'cart.restore': { guard: 'hasItems', target: 'cart', actions: 'restore' },
        },
      },
      cart: {
        tags: ['cart'],
        on: {
          'cart.add': { actions: 'add' },
          'cart.set': [{ guard: 'emptiesCart', target: 'catalogue', actions: 'empty' }, { actions: 'set' }],
          'cart.clear': { target: 'catalogue', actions: 'empty' },
          'cart.preview': { target: 'previewing', actions: assign({ error: undefined }) },
        },
      },
      previewing: {
        tags: ['busy', 'previewing'],
        invoke: {
          id: 'preview',
          src: 'preview',
          input: ({ context }) => ({ items: context.items }),
          onDone: { target: 'review', actions: assign({ preview: ({ event }) => event.output }) },
          onError: { target: 'cart', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      review: {
        tags: ['review'],
        on: {
          'order.back': 'cart',
          'cart.set': [
            { guard: 'emptiesCart', target: 'catalogue', actions: 'empty' },
            { target: 'cart', actions: 'set' },
          ],
          'order.submit': { target: 'submitting', actions: 'keepKey' },
        },
      },
      submitting: {
        tags: ['busy', 'submitting'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({
            items: context.items,
            key: context.key!,
            previewTotalMinor: context.preview!.totalMinor,
          }),
          onDone: { target: 'submitted', actions: assign({ order: ({ event }) => event.output }) },
          onError: [
            {
              guard: 'isRefusal',
              target: 'declined',
              actions: assign({ error: ({ event }) => event.error }),
            },
            { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          ],
        },
      },
      submitted: {
        tags: ['submitted'],
        on: { 'order.new': { target: 'catalogue', actions: 'empty' } },
      },
      declined: {
        tags: ['declined'],
        on: {
          // Preview again (the prices changed): the same cart keeps its key.
          'cart.preview': { target: 'previewing', actions: assign({ error: undefined }) },
          'order.back': { target: 'cart', actions: assign({ error: undefined }) },
        },
      },
      failed: {
        tags: ['failed'],
        on: {
          // The same cart, the same key: the platform answers the order if the first went through.
          'order.retry': { target: 'submitting', actions: 'keepKey' },
          'order.back': { target: 'cart', actions: assign({ error: undefined }) },
        },
      },
    },
  });

/** The machine the registry, the gallery and the path tests walk. */
export const checkoutMachine = checkoutMachineFor();
