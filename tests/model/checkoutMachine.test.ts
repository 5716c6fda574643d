// Generated paths through the checkout machine, checked against its spec table; then the flow
// with fake actors: one key per cart kept across a retry and a reload, a new one after an edit or
// a submitted order, and a double submit that sends one call.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { checkoutMachine, checkoutMachineFor } from '../../machines/orders/checkoutMachine';
import { checkoutModel, MODEL_KEY, ORDER, QUOTE } from '../../machines/orders/checkoutMachine.model';
import type { CartItem } from '../../src/domain/orders/pricing';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const EMPTY = { items: [], key: undefined, preview: undefined, order: undefined, error: undefined };

function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & {
    sku: string;
    quantity: number;
    items: CartItem[];
    key?: string;
    output?: unknown;
    error?: { status?: number };
  };
  const at = JSON.stringify(before.value);
  const items = c.items as CartItem[];
  const edited = (list: CartItem[]) => ({
    items: list,
    key: undefined,
    preview: undefined,
    error: undefined,
  });
  const addTo = (list: CartItem[]) =>
    list.some((i) => i.sku === e.sku)
      ? list.map((i) => (i.sku === e.sku ? { ...i, quantity: Math.min(500, i.quantity + e.quantity) } : i))
      : [...list, { sku: e.sku, quantity: e.quantity }];
  const setIn = (list: CartItem[]) =>
    e.quantity <= 0
      ? list.filter((i) => i.sku !== e.sku)
      : list.map((i) => (i.sku === e.sku ? { ...i, quantity: e.quantity } : i));
  const submitting = (): Outcome => {
    const key = c.key ?? MODEL_KEY;
    return {
      value: 'submitting',
      context: { key, error: undefined },
      invoked: { submit: { items, key, previewTotalMinor: c.preview.totalMinor } },
    };
  };
  switch (`${at} ${e.type}`) {
    case '"catalogue" cart.add':
    case '"cart" cart.add':
      return { value: 'cart', context: edited(addTo(items)) };
    case '"catalogue" cart.restore':
      if (e.items.length === 0) return 'ignored';
      return { value: 'cart', context: { items: e.items, key: e.key } };
    case '"cart" cart.set':
    case '"review" cart.set': {
      const list = setIn(items);
      if (list.length === 0) return { value: 'catalogue', context: EMPTY };
      return { value: 'cart', context: edited(list) };
    }
    case '"cart" cart.clear':
    case '"submitted" order.new':
      return { value: 'catalogue', context: EMPTY };
    case '"cart" cart.preview':
    case '"declined" cart.preview':
      return {
        value: 'previewing',
        context: { error: undefined, key: c.key },
        invoked: { preview: { items } },
      };
    case '"previewing" xstate.done.actor.preview':
      return { value: 'review', context: { preview: e.output } };
    case '"previewing" xstate.error.actor.preview':
      return { value: 'cart', context: { error: e.error } };
    case '"review" order.back':
      return { value: 'cart', context: { key: c.key, items } };
    case '"declined" order.back':
    case '"failed" order.back':
      return { value: 'cart', context: { key: c.key, error: undefined } };
    case '"review" order.submit':
    case '"failed" order.retry':
      return submitting();
    case '"submitting" xstate.done.actor.submit':
      return { value: 'submitted', context: { order: e.output, key: c.key } };
    case '"submitting" xstate.error.actor.submit':
      // A refusal with a reason (the prices changed) is declined; no answer at all is failed.
      return {
        value: e.error?.status === 409 ? 'declined' : 'failed',
        context: { error: e.error, key: c.key },
      };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: checkoutMachine,
  model: checkoutModel,
  requirements: ['BILL-03'],
  initial: { value: 'catalogue', context: EMPTY },
  tags: {
    catalogue: ['catalogue'],
    cart: ['cart'],
    previewing: ['busy', 'previewing'],
    review: ['review'],
    submitting: ['busy', 'submitting'],
    submitted: ['submitted'],
    declined: ['declined'],
    failed: ['failed'],
  },
  next,
});

describe('checkout machine with fake actors', () => {
  const run = (submit: (n: number) => Promise<typeof ORDER>) => {
    const keys: string[] = [];
    let made = 0;
    const machine = checkoutMachineFor<typeof ORDER>().provide({
      actors: {
        preview: fromPromise(async () => QUOTE),
        submit: fromPromise(async ({ input }) => {
          keys.push(input.key);
          return submit(keys.length);
        }),
      },
    });
    const actor = createActor(machine, { input: { newKey: () => `k-${++made}` } }).start();
    return { actor, keys };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('BILL-03 a double submit sends one call; a retry after a failure sends the same key; a new cart gets a new key', async () => {
    const { actor, keys } = run(async (n) => {
      if (n === 1) throw { message: 'Failed to fetch' };
      return ORDER;
    });
    actor.send({ type: 'cart.add', sku: 'PHONE-T54W', quantity: 2 });
    actor.send({ type: 'cart.add', sku: 'EXT-STANDARD', quantity: 1 });
    actor.send({ type: 'cart.preview' });
    await settle();
    expect(actor.getSnapshot().hasTag('review')).toBe(true);
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'order.submit' });
    await settle();
    expect(keys).toEqual(['k-1']);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'order.retry' });
    await settle();
    expect(keys).toEqual(['k-1', 'k-1']);
    expect(actor.getSnapshot().hasTag('submitted')).toBe(true);
    actor.send({ type: 'order.new' });
    actor.send({ type: 'cart.add', sku: 'NUM-LOCAL', quantity: 1 });
    actor.send({ type: 'cart.preview' });
    await settle();
    actor.send({ type: 'order.submit' });
    await settle();
    expect(keys).toEqual(['k-1', 'k-1', 'k-2']);
  });

  it('BILL-03 a reload keeps the cart’s key (restored from storage); an edited cart gets a new one', async () => {
    const { actor, keys } = run(async () => ORDER);
    actor.send({ type: 'cart.restore', items: [{ sku: 'PHONE-T54W', quantity: 2 }], key: 'saved-key' });
    actor.send({ type: 'cart.preview' });
    await settle();
    actor.send({ type: 'order.submit' });
    await settle();
    expect(keys).toEqual(['saved-key']);
    const again = run(async () => ORDER);
    again.actor.send({ type: 'cart.restore', items: [{ sku: 'PHONE-T54W', quantity: 2 }], key: 'saved-key' });
    again.actor.send({ type: 'cart.set', sku: 'PHONE-T54W', quantity: 3 });
    expect(again.actor.getSnapshot().context.key).toBeUndefined();
    again.actor.send({ type: 'cart.preview' });
    await settle();
    again.actor.send({ type: 'order.submit' });
    await settle();
    expect(again.keys).toEqual(['k-1']);
  });
});
