// How to walk the checkout machine: what a person and the platform can send in each state.
// Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { OrderQuote } from '../../src/domain/orders/pricing';
import { type MachineModel, possibleIn } from '../graph/paths';

export const MODEL_KEY = 'cart-key-1';
export const PHONES = { sku: 'PHONE-T54W', quantity: 2 };
export const QUOTE: OrderQuote = {
  currency: 'USD',
  taxRateBasisPoints: 825,
  lines: [],
  subtotalMinor: 37998,
  taxMinor: 3135,
  totalMinor: 41133,
  monthlyMinor: 0,
};
export const ORDER = { vOrderId: 7, totalMinor: 41133 };
export const OUTDATED = {
  status: 409,
  code: 'preview_outdated',
  message: 'The prices changed since your preview.',
};
export const UNREACHABLE = { message: 'Failed to fetch' };

export const CHECKOUT_EVENTS: EventObject[] = [
  { type: 'cart.add', ...PHONES } as EventObject,
  { type: 'cart.set', sku: 'PHONE-T54W', quantity: 3 } as EventObject,
  { type: 'cart.set', sku: 'PHONE-T54W', quantity: 0 } as EventObject,
  { type: 'cart.clear' },
  { type: 'cart.restore', items: [PHONES], key: 'cart-key-saved' } as EventObject,
  { type: 'cart.restore', items: [] } as EventObject,
  { type: 'cart.preview' },
  { type: 'order.back' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'order.new' },
  { type: 'xstate.done.actor.preview', output: QUOTE } as EventObject,
  { type: 'xstate.error.actor.preview', error: UNREACHABLE } as EventObject,
  { type: 'xstate.done.actor.submit', output: ORDER } as EventObject,
  { type: 'xstate.error.actor.submit', error: OUTDATED } as EventObject,
  { type: 'xstate.error.actor.submit', error: UNREACHABLE } as EventObject,
];

export const checkoutModel: MachineModel = {
  input: { newKey: () => MODEL_KEY },
  events: (s) => CHECKOUT_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read whether the cart holds lines; the key decides what a submit sends.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, (s.context.items as unknown[]).length > 0, s.context.key ?? null]),
};
