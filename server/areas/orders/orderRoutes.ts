// The store (issue 22, part A; decision 0112), billing family: catalogue (C-273, C-274, C-318),
// order preview and submit, v4 by default and v2 for the international widgets (C-275, C-276,
// REQ-06), ML v2 multi-location orders (C-277), the white-label flow (C-319, C-320), orders
// (C-278..C-280), their CSV export (C-305), and address suggestion and validation (C-558, C-559).
// The store rules (ROLE-08) are checked on every call that shows or sells the store.

import { checkAddress } from '../../../src/domain/orders/address';
import type { CartItem } from '../../../src/domain/orders/pricing';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { storeOrdersQuerySchema, wholeNumber } from '../../../src/domain/schemas/listQuery';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderAddressSchema,
  orderCountQuerySchema,
  orderPreviewSchema,
  orderSubmitSchema,
} from '../../../src/domain/schemas/orders';
import { z } from '../../../src/domain/schemas/zod';
import { notFound, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  addressSuggestions,
  catalogueAnswer,
  type OrderKind,
  orderAnswer,
  orderCount,
  orderOf,
  ordersCsv,
  ordersOf,
  quote,
  submitOrder,
} from './orderStore';
import { openStore, storeAccessFor, storeAccount } from './storeAccess';

const ACCOUNT = '/api/billing/accounts/:accountId';
const VERSIONS = ['v4', 'v2'] as const;

const orderIdSchema = wholeNumber('vOrderId', 1, 2_147_483_647);
const suggestionQuerySchema = z.object({ q: z.string().max(100).default('') });
const ITEMS_TEXT = 'items is a list of SKU:quantity, such as PHONE-T54W:2,EXT-STANDARD:1.';
const whiteLabelPreviewQuerySchema = z.object({
  items: z
    .string({ error: ITEMS_TEXT })
    .regex(/^[A-Za-z0-9-]{1,40}:\d{1,3}(,[A-Za-z0-9-]{1,40}:\d{1,3}){0,49}$/, { error: ITEMS_TEXT }),
});

export function orderRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const idempotencyKey = (header: string | undefined) => {
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success)
      throw validationFailed([{ field: IDEMPOTENCY_HEADER, message: parsed.error.issues[0].message }]);
    return parsed.data;
  };
  let router = secureRouter(deps)
    .get(
      `${ACCOUNT}/store/access`,
      {
        catalogue: [],
        session: true,
        account: 'path',
        summary:
          'What the store rules (ROLE-08) allow the caller on the account: store, billing, payment info',
      },
      async (c) =>
        c.json(storeAccessFor(await storeAccount(db, c.get('actingAccountId')), c.get('principal'))),
    )
    .get(
      `${ACCOUNT}/catalog`,
      {
        catalogue: ['C-273'],
        permission: 'read:purchase',
        account: 'path',
        summary: 'The account’s store catalogue',
      },
      async (c) => {
        const account = await openStore(db, c.get('actingAccountId'), c.get('principal'));
        return c.json(await catalogueAnswer(db, account, false));
      },
    )
    .get(
      `${ACCOUNT}/catalog/:sku`,
      {
        catalogue: ['C-274'],
        permission: 'read:purchase',
        account: 'path',
        summary: 'One product of the catalogue',
      },
      async (c) => {
        const account = await openStore(db, c.get('actingAccountId'), c.get('principal'));
        const { items, ...rest } = await catalogueAnswer(db, account, false);
        const product = items.find((p) => p.sku === c.req.param('sku'));
        if (!product) throw notFound('Product not found');
        return c.json({ ...rest, product });
      },
    );

  const preview =
    (kind: OrderKind) =>
    async (accountId: number, principal: Parameters<typeof openStore>[2], items: CartItem[], zero: boolean) =>
      quote(db, await openStore(db, accountId, principal), items, kind, zero);

  // Preview and submit: v4 by default, v2 for the international widgets (REQ-06): the same answer.
  for (const version of VERSIONS) {
    router = router
      .post(
        `/api/billing/${version}/accounts/:accountId/orders/preview`,
        {
          catalogue: ['C-275'],
          permission: 'read:purchase',
          account: 'path',
          body: orderPreviewSchema,
          audit: false,
          summary: `Price a cart (${version}): lines with tax each, zero-charge items when asked, totals`,
        },
        async (c, { body }) =>
          c.json({
            version,
            ...(await preview('standard')(
              c.get('actingAccountId'),
              c.get('principal'),
              body.items,
              body.returnZeroChargeItems,
            )),
          }),
      )
      .post(
        `/api/billing/${version}/accounts/:accountId/orders`,
        {
          catalogue: ['C-276'],
          permission: 'create:purchase',
          account: 'path',
          body: orderSubmitSchema,
          summary: `Submit an order (${version}) once per Idempotency-Key; a replay answers the same order`,
        },
        async (c, { body }) => {
          const key = idempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
          const account = await openStore(db, c.get('actingAccountId'), c.get('principal'));
          const { order, created } = await submitOrder(db, {
            account,
            userId: c.get('principal').userId,
            key,
            kind: 'standard',
            version,
            items: body.items,
            previewTotalMinor: body.previewTotalMinor,
            now: deps.now(),
          });
          return c.json(orderAnswer(order), created ? 201 : 200);
        },
      );
  }

  return router
    .post(
      '/api/billing/v2/accounts/:accountId/ml/orders/preview',
      {
        catalogue: ['C-277'],
        permission: 'read:purchase',
        account: 'path',
        body: orderPreviewSchema,
        audit: false,
        summary: 'Price a multi-location (ML v2) cart: each line names one of the account’s locations',
      },
      async (c, { body }) =>
        c.json({
          version: 'v2',
          ...(await preview('multiLocation')(
            c.get('actingAccountId'),
            c.get('principal'),
            body.items,
            body.returnZeroChargeItems,
          )),
        }),
    )
    .post(
      '/api/billing/v2/accounts/:accountId/ml/orders',
      {
        catalogue: ['C-277'],
        permission: 'create:purchase',
        account: 'path',
        body: orderSubmitSchema,
        summary: 'Submit a multi-location (ML v2) order once per Idempotency-Key',
      },
      async (c, { body }) => {
        const key = idempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        const account = await openStore(db, c.get('actingAccountId'), c.get('principal'));
        const { order, created } = await submitOrder(db, {
          account,
          userId: c.get('principal').userId,
          key,
          kind: 'multiLocation',
          version: 'v2',
          items: body.items,
          previewTotalMinor: body.previewTotalMinor,
          now: deps.now(),
        });
        return c.json(orderAnswer(order), created ? 201 : 200);
      },
    )
    .get(
      `${ACCOUNT}/whitelabel/catalog`,
      {
        catalogue: ['C-318'],
        permission: 'read:purchase',
        account: 'path',
        summary: 'The white-label catalogue of an account under a white-label partner',
      },
      async (c) => {
        const account = await openWhiteLabel(c.get('actingAccountId'), c.get('principal'));
        return c.json(await catalogueAnswer(db, account, true));
      },
    )
    .get(
      `${ACCOUNT}/whitelabel/orders/preview`,
      {
        catalogue: ['C-319'],
        permission: 'read:purchase',
        account: 'path',
        query: whiteLabelPreviewQuerySchema,
        summary: 'Price a white-label cart with taxes (items=SKU:quantity,...)',
      },
      async (c, { query }) => {
        const account = await openWhiteLabel(c.get('actingAccountId'), c.get('principal'));
        return c.json(await quote(db, account, parseItems(query.items), 'whiteLabel', true));
      },
    )
    .post(
      `${ACCOUNT}/whitelabel/orders`,
      {
        catalogue: ['C-320'],
        permission: 'create:purchase',
        account: 'path',
        body: orderSubmitSchema,
        summary: 'Submit a white-label order once per Idempotency-Key',
      },
      async (c, { body }) => {
        const key = idempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        const account = await openWhiteLabel(c.get('actingAccountId'), c.get('principal'));
        const { order, created } = await submitOrder(db, {
          account,
          userId: c.get('principal').userId,
          key,
          kind: 'whiteLabel',
          version: 'v4',
          items: body.items,
          previewTotalMinor: body.previewTotalMinor,
          now: deps.now(),
        });
        return c.json(orderAnswer(order), created ? 201 : 200);
      },
    )
    .get(
      `${ACCOUNT}/orders`,
      {
        catalogue: ['C-278'],
        permission: 'read:purchase',
        account: 'path',
        query: storeOrdersQuerySchema,
        summary: 'The account’s orders, newest first (limit, offset)',
      },
      async (c, { query }) => c.json(await ordersOf(db, c.get('actingAccountId'), query)),
    )
    .get(
      `${ACCOUNT}/orders/count`,
      {
        catalogue: ['C-279'],
        permission: 'read:purchase',
        account: 'path',
        query: orderCountQuerySchema,
        summary: 'How many orders the account has; status=pending: those not yet completed (BILL-06)',
      },
      async (c, { query }) =>
        c.json({ count: await orderCount(db, c.get('actingAccountId'), query.status === 'pending') }),
    )
    .get(
      `${ACCOUNT}/orders/address-suggestions`,
      {
        catalogue: ['C-558'],
        permission: 'read:purchase',
        account: 'path',
        query: suggestionQuerySchema,
        summary: 'Addresses for an order: the account’s own locations matching q',
      },
      async (c, { query }) =>
        c.json({ items: await addressSuggestions(db, c.get('actingAccountId'), query.q) }),
    )
    .post(
      `${ACCOUNT}/orders/address-validation`,
      {
        catalogue: ['C-559'],
        permission: 'read:purchase',
        account: 'path',
        body: orderAddressSchema,
        audit: false,
        summary: 'Check an order’s address: required fields, US ZIP code or UK postcode',
      },
      async (c, { body }) => {
        const { problems, normalized } = checkAddress(body);
        return c.json({ valid: problems.length === 0, errors: problems, address: normalized });
      },
    )
    .post(
      `${ACCOUNT}/orders/export`,
      {
        catalogue: ['C-305'],
        permission: 'read:purchase',
        account: 'path',
        body: noBodySchema,
        summary: 'The account’s orders as CSV',
      },
      async (c) => {
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', 'attachment; filename="orders.csv"');
        return c.body(await ordersCsv(db, c.get('actingAccountId')));
      },
    )
    .get(
      `${ACCOUNT}/orders/:vOrderId`,
      {
        catalogue: ['C-280'],
        permission: 'read:purchase',
        account: 'path',
        summary: 'One order with its lines',
      },
      async (c) => {
        const id = orderIdSchema.safeParse(c.req.param('vOrderId'));
        if (!id.success) throw notFound('Order not found');
        return c.json(orderAnswer(await orderOf(db, c.get('actingAccountId'), id.data)));
      },
    );

  /** The white-label flow: an account under a white-label partner, where ROLE-08 opens the store. */
  async function openWhiteLabel(accountId: number, principal: Parameters<typeof openStore>[2]) {
    const account = await openStore(db, accountId, principal);
    if (!account.whiteLabel) throw notFound('This account has no white-label catalogue.');
    return account;
  }
}

function parseItems(text: string): CartItem[] {
  const items = text.split(',').map((pair) => {
    const [sku, quantity] = pair.split(':');
    return { sku, quantity: Number(quantity) };
  });
  const bad = items.findIndex((i) => i.quantity < 1 || i.quantity > 500);
  if (bad >= 0) throw validationFailed([{ field: 'items', message: 'Enter a quantity from 1 to 500.' }]);
  return items;
}
