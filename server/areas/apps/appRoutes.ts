// The app centre (issue 24 item 2; MISC-01; C-477..C-480; decision 0115), ucaas family: the apps
// an account may activate, who may use each, their activation (activate, deactivate: calls of our
// own), and purchase requests. A priced app is bought through the store's order flow: the request
// is a store order of the app's product (submitOrder, once per Idempotency-Key, under ROLE-08's
// store rules), and only a purchased app can be activated.
import { appByKey } from '../../../src/domain/apps';
import { appActivationSchema, appPurchaseSchema } from '../../../src/domain/schemas/appCentre';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../../src/domain/schemas/orders';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { orderAnswer, submitOrder } from '../orders/orderStore';
import { openStore } from '../orders/storeAccess';
import {
  appActivations,
  appsConfig,
  appUserTypes,
  purchasedApps,
  purchaseRequestsOf,
  recordPurchaseRequest,
  setActivation,
} from './appStore';

const BASE = '/api/ucaas/account/:accountId/apps';

const appOf = (key: string | undefined) => {
  const app = key === undefined ? undefined : appByKey(key);
  if (!app) throw notFound('App not found');
  return app;
};

export function appRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      BASE,
      {
        catalogue: ['C-478'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'The apps the account may activate, with a priced app’s monthly price',
      },
      async (c) => {
        const items = await appsConfig(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .get(
      `${BASE}/user-types`,
      {
        catalogue: ['C-477'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'Which user types may use each app',
      },
      async (c) => {
        const items = await appUserTypes(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .get(
      `${BASE}/activations`,
      {
        catalogue: ['C-479'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'Each app’s activation in the account, and whether a priced app still needs a purchase',
      },
      async (c) => {
        const items = await appActivations(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .get(
      `${BASE}/purchase-requests`,
      {
        catalogue: ['C-480'],
        permission: 'read:purchase',
        account: 'path',
        summary: 'The account’s app purchase requests with their store orders’ status, newest first',
      },
      async (c) => {
        const items = await purchaseRequestsOf(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .put(
      `${BASE}/:appKey/activation`,
      {
        catalogue: [],
        permission: 'update:account-settings',
        account: 'path',
        body: appActivationSchema,
        summary: 'Activate an app for the account (a priced app once purchased), and choose who may use it',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const app = appOf(c.req.param('appKey'));
        if (app.sku && !(await purchasedApps(db, accountId)).has(app.key))
          throw new ApiError(
            409,
            'purchase_required',
            `${app.name} is a paid app: request its purchase first, then activate it.`,
          );
        return c.json(
          await setActivation(
            db,
            accountId,
            app,
            true,
            body.userTypes,
            c.get('principal').userId,
            deps.now(),
          ),
        );
      },
    )
    .delete(
      `${BASE}/:appKey/activation`,
      {
        catalogue: [],
        permission: 'update:account-settings',
        account: 'path',
        body: noBodySchema,
        summary: 'Deactivate an app for the account',
      },
      async (c) => {
        const app = appOf(c.req.param('appKey'));
        return c.json(
          await setActivation(
            db,
            c.get('actingAccountId'),
            app,
            false,
            undefined,
            c.get('principal').userId,
            deps.now(),
          ),
        );
      },
    )
    .post(
      `${BASE}/:appKey/purchase-requests`,
      {
        catalogue: [],
        permission: 'create:purchase',
        account: 'path',
        body: appPurchaseSchema,
        summary: 'Request a priced app’s purchase: a store order of its product, once per Idempotency-Key',
      },
      async (c, { body }) => {
        const app = appOf(c.req.param('appKey'));
        const sku = app.sku;
        if (!sku) throw validationFailed([{ field: 'appKey', message: `${app.name} is free: activate it.` }]);
        const parsed = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
        if (!parsed.success)
          throw validationFailed([{ field: IDEMPOTENCY_HEADER, message: parsed.error.issues[0].message }]);
        const principal = c.get('principal');
        const account = await openStore(db, c.get('actingAccountId'), principal);
        // The order and its link to the app are written together.
        const { order, created, request } = await db.transaction(async (tx) => {
          const made = await submitOrder(tx, {
            account,
            userId: principal.userId,
            key: parsed.data,
            kind: 'standard',
            version: 'v4',
            items: [{ sku, quantity: 1 }],
            previewTotalMinor: body.previewTotalMinor,
            now: deps.now(),
          });
          const link = await recordPurchaseRequest(
            tx,
            account.id,
            app.key,
            made.order.id,
            principal.userId,
            deps.now(),
          );
          return { ...made, request: link };
        });
        return c.json({ id: request.id, appKey: app.key, order: orderAnswer(order) }, created ? 201 : 200);
      },
    );
}
