// Billing (issue 22, part B; decision 0113), billing family: account billing data (C-272), payment
// methods (C-281..C-284), the summary (C-285), invoices with their PDF (C-286), current usage
// (C-287), pay now (C-288), invoice and summary e-mails (C-289, C-290), credit and debit memos
// (C-293, C-294), the hosted payment page link (C-295), digital signature (C-296), usage balances
// and toll-free usage (C-297, C-298). ROLE-08 (billingAccess) is checked on every call.
import {
  billingEmailSchema,
  digitalSignatureSchema,
  paymentMethodSchema,
  payNowSchema,
} from '../../../src/domain/schemas/billing';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { invoicesQuerySchema, memosQuerySchema, wholeNumber } from '../../../src/domain/schemas/listQuery';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../../src/domain/schemas/orders';
import { z } from '../../../src/domain/schemas/zod';
import { billingSignatures } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { openBilling } from './billingAccess';
import { invoiceMail, mailTo, summaryMail } from './billingMail';
import {
  billingData,
  billingSummary,
  currentUsage,
  invoiceOf,
  invoicesOf,
  invoiceView,
  isoDay,
  memosOf,
  methodsOf,
  methodView,
} from './billingStore';
import { invoicePdf } from './invoicePdf';
import {
  changeMethod,
  deleteMethod,
  HOSTED_PAGE_TTL_SECONDS,
  makeDefault,
  methodOf,
  newHostedSession,
  paymentView,
  payNow,
  sha256,
} from './paymentStore';

const ACCOUNT = '/api/billing/accounts/:accountId';
const methodIdSchema = wholeNumber('paymentMethodId', 1, 2_147_483_647);
const invoiceNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);

/** The signed documents' texts: a signature keeps the hash of the text the signer accepted. */
const DOCUMENT_TEXT = {
  autopayAuthorization:
    'I authorise Switchboard to charge the default payment method for each invoice when it is due.',
  billingTerms: 'I accept the Switchboard billing terms: invoices are issued monthly and due within 15 days.',
} as const;

export function billingRoutes(deps: Deps) {
  const { db } = deps;
  const today = () => isoDay(deps.now());
  const methodId = (raw: string | undefined) => {
    const parsed = methodIdSchema.safeParse(raw);
    if (!parsed.success)
      throw validationFailed([{ field: 'paymentMethodId', message: parsed.error.issues[0].message }]);
    return parsed.data;
  };
  const invoiceNumber = (raw: string | undefined) => {
    const parsed = invoiceNumberSchema.safeParse(raw);
    if (!parsed.success)
      throw validationFailed([{ field: 'invoiceNumber', message: 'Not an invoice number.' }]);
    return parsed.data;
  };
  type C = Parameters<Parameters<ReturnType<typeof secureRouter>['get']>[2]>[0];
  const billing = (c: C, need: 'billing' | 'paymentInfo' = 'billing') =>
    openBilling(db, c.get('actingAccountId'), c.get('principal'), need);

  return secureRouter(deps)
    .get(
      `${ACCOUNT}/billing-data`,
      {
        catalogue: ['C-272'],
        permission: 'read:billing',
        account: 'path',
        summary: 'The account’s billing data',
      },
      async (c) => c.json(billingData(await billing(c))),
    )
    .get(
      `${ACCOUNT}/summary`,
      {
        catalogue: ['C-285'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Billing summary: balance, last payment, next invoice date, current usage',
      },
      async (c) => c.json(await billingSummary(db, await billing(c), today())),
    )
    .post(
      `${ACCOUNT}/summary/email`,
      {
        catalogue: ['C-290'],
        permission: 'read:billing',
        account: 'path',
        body: billingEmailSchema,
        summary: 'E-mail the billing summary report (to the caller unless an address is given)',
      },
      async (c, { body }) => {
        const account = await billing(c);
        const to = await mailTo(db, c.get('principal').userId, body.to);
        await summaryMail(c, deps, account, to, await billingSummary(db, account, today()));
        return c.json({ sent: true, to: to.address }, 202);
      },
    )
    .get(
      `${ACCOUNT}/invoices`,
      {
        catalogue: ['C-286'],
        permission: 'read:billing',
        account: 'path',
        query: invoicesQuerySchema,
        summary: 'The account’s invoices, newest first',
      },
      async (c, { query }) => {
        const account = await billing(c);
        return c.json({
          currency: account.currency,
          locale: account.locale,
          ...(await invoicesOf(db, account.id, query, today())),
        });
      },
    )
    .get(
      `${ACCOUNT}/invoices/:invoiceNumber`,
      {
        catalogue: ['C-286'],
        permission: 'read:billing',
        account: 'path',
        summary: 'One invoice with its lines',
      },
      async (c) => {
        const account = await billing(c);
        const row = await invoiceOf(db, account.id, invoiceNumber(c.req.param('invoiceNumber')));
        return c.json({ ...invoiceView(row, today()), locale: account.locale });
      },
    )
    .get(
      `${ACCOUNT}/invoices/:invoiceNumber/pdf`,
      { catalogue: ['C-286'], permission: 'read:billing', account: 'path', summary: 'One invoice as a PDF' },
      async (c) => {
        const account = await billing(c);
        const invoice = invoiceView(
          await invoiceOf(db, account.id, invoiceNumber(c.req.param('invoiceNumber'))),
          today(),
        );
        const pdf = await invoicePdf(account, invoice);
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${invoice.number}.pdf"`,
          'cache-control': 'no-store',
        });
      },
    )
    .post(
      `${ACCOUNT}/invoices/:invoiceNumber/email`,
      {
        catalogue: ['C-289'],
        permission: 'read:billing',
        account: 'path',
        body: billingEmailSchema,
        summary: 'E-mail an invoice (to the caller unless an address is given)',
      },
      async (c, { body }) => {
        const account = await billing(c);
        const invoice = invoiceView(
          await invoiceOf(db, account.id, invoiceNumber(c.req.param('invoiceNumber'))),
          today(),
        );
        const to = await mailTo(db, c.get('principal').userId, body.to);
        await invoiceMail(c, deps, account, to, invoice);
        return c.json({ sent: true, to: to.address }, 202);
      },
    )
    .get(
      `${ACCOUNT}/usage/current`,
      {
        catalogue: ['C-287'],
        permission: 'read:billing',
        account: 'path',
        summary: 'This period’s usage so far, priced',
      },
      async (c) => c.json(await currentUsage(db, await billing(c), today())),
    )
    .get(
      `${ACCOUNT}/usage/balances`,
      {
        catalogue: ['C-297'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Usage balances: what is included, used and left this period',
      },
      async (c) => {
        const usage = await currentUsage(db, await billing(c), today());
        return c.json({
          periodStart: usage.periodStart,
          periodEnd: usage.periodEnd,
          balances: usage.categories.map(({ category, label, unit, included, used, remaining }) => ({
            category,
            label,
            unit,
            included,
            used,
            remaining,
          })),
        });
      },
    )
    .get(
      `${ACCOUNT}/usage/toll-free`,
      {
        catalogue: ['C-298'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Toll-free minutes this period',
      },
      async (c) => {
        const usage = await currentUsage(db, await billing(c), today());
        const row = usage.categories.find((x) => x.category === 'tollFree');
        return c.json({
          periodStart: usage.periodStart,
          periodEnd: usage.periodEnd,
          currency: usage.currency,
          minutesUsed: row?.used ?? 0,
          minutesIncluded: row?.included ?? 0,
          minutesRemaining: row?.remaining ?? 0,
          overageMinutes: row?.overage ?? 0,
          chargeMinor: row?.chargeMinor ?? 0,
          taxMinor: row?.taxMinor ?? 0,
        });
      },
    )
    .get(
      `${ACCOUNT}/memos/credit`,
      {
        catalogue: ['C-293'],
        permission: 'read:billing',
        account: 'path',
        query: memosQuerySchema,
        summary: 'Credit memos, paged',
      },
      async (c, { query }) => c.json(await memosOf(db, (await billing(c)).id, 'credit', query)),
    )
    .get(
      `${ACCOUNT}/memos/debit`,
      {
        catalogue: ['C-294'],
        permission: 'read:billing',
        account: 'path',
        query: memosQuerySchema,
        summary: 'Debit memos, paged',
      },
      async (c, { query }) => c.json(await memosOf(db, (await billing(c)).id, 'debit', query)),
    )
    .post(
      `${ACCOUNT}/payments`,
      {
        catalogue: ['C-288'],
        permission: 'update:billing',
        account: 'path',
        body: payNowSchema,
        summary: 'Pay now: the open balance, once per Idempotency-Key (a replay answers the same payment)',
      },
      async (c, { body }) => {
        const parsed = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
        if (!parsed.success)
          throw validationFailed([{ field: IDEMPOTENCY_HEADER, message: parsed.error.issues[0].message }]);
        const account = await billing(c, 'paymentInfo');
        const { payment, created } = await payNow(db, {
          account,
          key: parsed.data,
          paymentMethodId: body.paymentMethodId,
          userId: c.get('principal').userId,
          now: deps.now(),
        });
        return c.json(paymentView(payment), created ? 201 : 200);
      },
    )
    .get(
      `${ACCOUNT}/payment-methods`,
      {
        catalogue: ['C-281'],
        permission: 'read:billing',
        account: 'path',
        summary: 'The account’s payment methods (brand, last four, expiry; never a card number)',
      },
      async (c) => {
        const account = await billing(c, 'paymentInfo');
        return c.json({ paymentMethods: await methodsOf(db, account.id, today()) });
      },
    )
    .put(
      `${ACCOUNT}/payment-methods/:paymentMethodId`,
      {
        catalogue: ['C-282'],
        permission: 'update:billing',
        account: 'path',
        body: paymentMethodSchema,
        summary: 'Change a payment method’s holder name and expiry',
      },
      async (c, { body }) => {
        const account = await billing(c, 'paymentInfo');
        const row = await changeMethod(
          db,
          account.id,
          methodId(c.req.param('paymentMethodId')),
          body,
          deps.now(),
        );
        return c.json(methodView(row, today()));
      },
    )
    .delete(
      `${ACCOUNT}/payment-methods/:paymentMethodId`,
      {
        catalogue: ['C-283'],
        permission: 'update:billing',
        account: 'path',
        summary:
          'Delete a payment method (not the default while others exist, not the last while a balance is open)',
      },
      async (c) => {
        const account = await billing(c, 'paymentInfo');
        await deleteMethod(db, account.id, methodId(c.req.param('paymentMethodId')));
        return c.body(null, 204);
      },
    )
    .put(
      `${ACCOUNT}/payment-methods/:paymentMethodId/default`,
      {
        catalogue: ['C-284'],
        permission: 'update:billing',
        account: 'path',
        body: noBodySchema,
        summary: 'Make a payment method the default',
      },
      async (c) => {
        const account = await billing(c, 'paymentInfo');
        const id = methodId(c.req.param('paymentMethodId'));
        await makeDefault(db, account.id, id);
        return c.json(methodView(await methodOf(db, account.id, id), today()));
      },
    )
    .get(
      `${ACCOUNT}/hosted-payment-page`,
      {
        catalogue: ['C-295'],
        permission: 'update:billing',
        account: 'path',
        audit: true,
        summary: 'A one-time link to this product’s hosted payment page, where a card is added',
      },
      async (c) => {
        const account = await billing(c, 'paymentInfo');
        const { token, expiresAt } = await newHostedSession(
          db,
          account.id,
          c.get('principal').userId,
          deps.now(),
        );
        c.header('cache-control', 'no-store');
        return c.json({
          url: `${new URL(c.req.url).origin}/svc/billing/pay/${token}`,
          expiresAt: expiresAt.toISOString(),
          expiresInSeconds: HOSTED_PAGE_TTL_SECONDS,
        });
      },
    )
    .post(
      `${ACCOUNT}/digital-signature`,
      {
        catalogue: ['C-296'],
        permission: 'update:billing',
        account: 'path',
        body: digitalSignatureSchema,
        summary: 'Sign a billing document (autopay authorisation, billing terms) by typing one’s name',
      },
      async (c, { body }) => {
        const account = await billing(c);
        const text = DOCUMENT_TEXT[body.document];
        const [row] = await db
          .insert(billingSignatures)
          .values({
            accountId: account.id,
            userId: c.get('principal').userId,
            document: body.document,
            documentHash: sha256(text),
            signerName: body.signerName,
            signedAt: deps.now(),
          })
          .returning();
        return c.json(
          {
            signatureId: row.id,
            document: row.document,
            text,
            documentHash: row.documentHash,
            signerName: row.signerName,
            signedAt: row.signedAt.toISOString(),
          },
          201,
        );
      },
    );
}
