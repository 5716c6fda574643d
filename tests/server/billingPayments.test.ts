// Billing (issue 22, part B; decision 0113): invoices and their PDF, pay now once per
// Idempotency-Key, payment methods and the hosted payment page (no card number stored anywhere),
// memos, usage and e-mails through the outbox; ROLE-08 and tenancy on the server.
import { inflateSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPayments, outbox } from '../../server/db/schema';
import { cardBrand, luhnValid } from '../../src/domain/billing/card';
import { formatMoney } from '../../src/domain/orders/money';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let billing: Caller;
let gbBilling: Caller;
let endUser: Caller;
let partner: Caller;

const base = (a: number) => `/svc/billing/api/billing/accounts/${a}`;
type Obj = Record<string, Json>;
const CARD = '4111 1111 1111 1111';

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  billing = await who.as('billing admin');
  gbBilling = await who.as('billing admin (international, GB)');
  endUser = await who.as('end user');
  partner = await who.as('partner super user');
});
afterAll(() => p.close());

/** The text a PDF draws: its Flate streams inflated, the hex strings of Tj operators decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const inflated = inflateSync(bytes.subarray(start, end)).toString('latin1');
      for (const t of inflated.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        out.push(Buffer.from(t[1], 'hex').toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return out.join('\n');
}

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<string> {
  const tables = (await p.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let all = '';
  for (const { table_name } of tables.rows) {
    const rows = (await p.database.db.execute(
      sql.raw(`select coalesce(string_agg(t::text, E'\\n'), '') as dump from "${table_name}" t`),
    )) as unknown as { rows: { dump: string }[] };
    all += rows.rows[0].dump;
  }
  return all;
}

/** Opens the hosted payment page and posts a card on it. */
async function hostedPage(c: Caller, fields: Record<string, string>) {
  const link = await c.get<Obj>(`${base(c.accountId)}/hosted-payment-page`);
  expect(link.status).toBe(200);
  const path = new URL(String(link.body.url)).pathname;
  const post = (f: Record<string, string>) =>
    p.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://switchboard.test' },
      body: new URLSearchParams(f).toString(),
    });
  return { path, post, first: await post(fields) };
}

describe('invoices', () => {
  it('BILL-04 a year of monthly invoices in the account’s currency, lines with tax that add up', async () => {
    const list = await billing.get<Obj>(`${base(billing.accountId)}/invoices?_pageSize=50`);
    expect(list.status).toBe(200);
    const items = list.body.items as Obj[];
    expect(items).toHaveLength(12);
    expect(list.body.total).toBe(12);
    expect(items[0].status).not.toBe('paid');
    expect(items.slice(1).every((i) => i.status === 'paid')).toBe(true);
    for (const inv of items) {
      expect(inv.currency).toBe('USD');
      const lines = inv.lines as Obj[];
      const sum = (k: string) => lines.reduce((s, l) => s + Number(l[k]), 0);
      expect(sum('amountMinor')).toBe(inv.subtotalMinor);
      expect(sum('taxMinor')).toBe(inv.taxMinor);
      expect(Number(inv.subtotalMinor) + Number(inv.taxMinor)).toBe(inv.totalMinor);
    }
    const one = await billing.get<Obj>(`${base(billing.accountId)}/invoices/${items[0].number}`);
    expect(one.body.number).toBe(items[0].number);
  });

  it('BILL-04 last month’s invoice as a PDF: %PDF, its lines and total in the account’s currency', async () => {
    const list = await billing.get<Obj>(`${base(billing.accountId)}/invoices?_pageSize=1`);
    const invoice = (list.body.items as Obj[])[0];
    const res = await p.call('GET', `${base(billing.accountId)}/invoices/${invoice.number}/pdf`, {
      token: billing.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain(formatMoney(Number(invoice.totalMinor), 'USD'));
    expect(text).toContain('Standard extension seats');
  });

  it('BILL-04 Britannia’s invoices are in pounds, dates in en-GB, read by its white-label partner', async () => {
    const list = await partner.get<Obj>(`${base(gbBilling.accountId)}/invoices?_pageSize=1`);
    expect(list.status).toBe(200);
    const invoice = (list.body.items as Obj[])[0];
    expect(invoice.currency).toBe('GBP');
    const res = await p.call('GET', `${base(gbBilling.accountId)}/invoices/${invoice.number}/pdf`, {
      token: partner.token,
    });
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(formatMoney(Number(invoice.totalMinor), 'GBP'));
    expect(text).toMatch(/Tax \(20%\)/);
    const data = await partner.get<Obj>(`${base(gbBilling.accountId)}/billing-data`);
    expect(data.body).toMatchObject({ currency: 'GBP', locale: 'en-GB', taxRateBasisPoints: 2000 });
  });

  it('BILL-04 ROLE-08 a white-label account’s own people see no billing; a role without billing access is refused', async () => {
    const gb = await gbBilling.get<Obj>(`${base(gbBilling.accountId)}/summary`);
    expect(gb.status).toBe(403);
    expect(gb.body.code).toBe('billing_hidden');
    for (const path of ['summary', 'invoices', 'payment-methods', 'usage/current', 'memos/credit']) {
      expect((await endUser.get(`${base(endUser.accountId)}/${path}`)).status).toBe(403);
    }
    expect(
      (await endUser.get(`/svc/ucaas/api/ucaas/account/${endUser.accountId}/unbilledUsage`)).status,
    ).toBe(403);
    const pay = await endUser.call(
      'POST',
      `${base(endUser.accountId)}/payments`,
      {},
      { 'Idempotency-Key': 'end-user-1' },
    );
    expect(pay.status).toBe(403);
  });

  it('BILL-04 tenancy: another account’s invoices, PDF and payment methods are out of reach', async () => {
    for (const path of ['invoices', 'payment-methods', 'summary', 'hosted-payment-page']) {
      const res = await billing.get(`${base(gbBilling.accountId)}/${path}`);
      expect([403, 404]).toContain(res.status);
    }
    const theirs = await partner.get<Obj>(`${base(gbBilling.accountId)}/invoices?_pageSize=1`);
    const number = (theirs.body.items as Obj[])[0].number;
    expect((await billing.get(`${base(billing.accountId)}/invoices/${number}`)).status).toBe(404);
    expect((await billing.get(`${base(billing.accountId)}/invoices/${number}/pdf`)).status).toBe(404);
  });

  it('BILL-04 invoice and summary e-mails go through the outbox', async () => {
    const list = await billing.get<Obj>(`${base(billing.accountId)}/invoices?_pageSize=1`);
    const number = String((list.body.items as Obj[])[0].number);
    const sent = await billing.post<Obj>(`${base(billing.accountId)}/invoices/${number}/email`, {});
    expect(sent.status).toBe(202);
    const summary = await billing.post<Obj>(`${base(billing.accountId)}/summary/email`, {
      to: 'ap@acme.example',
    });
    expect(summary.status).toBe(202);
    const bad = await billing.post<Obj>(`${base(billing.accountId)}/summary/email`, { to: 'not an address' });
    expect(bad.status).toBe(400);
    const mails = await p.database.db.select().from(outbox).where(eq(outbox.accountId, billing.accountId));
    expect(mails.find((m) => m.kind === 'invoice')?.subject).toContain(number);
    expect(mails.find((m) => m.kind === 'billingSummary')?.toAddress).toBe('ap@acme.example');
  });
});

describe('usage and memos', () => {
  it('BILL-04 current usage priced per category, the same at unbilledUsage; balances and toll-free', async () => {
    const usage = await billing.get<Obj>(`${base(billing.accountId)}/usage/current`);
    expect(usage.status).toBe(200);
    const cats = usage.body.categories as Obj[];
    expect(cats.map((c) => c.category)).toEqual(['domestic', 'international', 'tollFree', 'messages']);
    expect(cats.reduce((s, c) => s + Number(c.chargeMinor), 0)).toBe(usage.body.unbilledMinor);
    expect(Number(usage.body.unbilledMinor) + Number(usage.body.taxMinor)).toBe(usage.body.totalMinor);
    const unbilled = await billing.get<Obj>(
      `/svc/ucaas/api/ucaas/account/${billing.accountId}/unbilledUsage`,
    );
    expect(unbilled.body).toEqual(usage.body);
    const balances = await billing.get<Obj>(`${base(billing.accountId)}/usage/balances`);
    for (const b of balances.body.balances as Obj[])
      expect(b.remaining).toBe(Math.max(0, Number(b.included) - Number(b.used)));
    const tollFree = await billing.get<Obj>(`${base(billing.accountId)}/usage/toll-free`);
    expect(tollFree.body.minutesUsed).toBe(cats[2].used);
    const summary = await billing.get<Obj>(`${base(billing.accountId)}/summary`);
    expect(summary.body).toMatchObject({
      currency: 'USD',
      openInvoices: 1,
      defaultPaymentMethod: 'Visa ending 4242',
    });
    expect((summary.body.currentUsage as Obj).unbilledMinor).toBe(usage.body.unbilledMinor);
  });

  it('BILL-04 credit and debit memos are paged', async () => {
    const page1 = await billing.get<Obj>(`${base(billing.accountId)}/memos/credit?_pageSize=2`);
    expect(page1.body.total).toBe(3);
    expect(page1.body.items as Obj[]).toHaveLength(2);
    const page2 = await billing.get<Obj>(`${base(billing.accountId)}/memos/credit?_pageSize=2&_offset=2`);
    expect(page2.body.items as Obj[]).toHaveLength(1);
    const debit = await billing.get<Obj>(`${base(billing.accountId)}/memos/debit`);
    expect((debit.body.items as Obj[]).every((m) => m.kind === 'debit')).toBe(true);
    expect(debit.body.total).toBe(2);
  });
});

describe('payment methods and the hosted payment page', () => {
  it('BILL-04 card checks: Luhn, brand', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('BILL-04 the hosted page refuses a bad number or a past expiry, keeps a good card as token, brand, last four; no card number stored anywhere', async () => {
    const year = p.clock.now.getUTCFullYear();
    const { path, post, first } = await hostedPage(billing, {
      cardNumber: '4111 1111 1111 1112',
      expMonth: '1',
      expYear: String(year - 1),
      holderName: 'Avery Chen',
    });
    expect(first.status).toBe(400);
    const page = await first.text();
    expect(page).toContain('This card number is not valid');
    expect(page).toContain('This card has expired');
    expect(page).not.toContain('4111 1111 1111 1112');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page).not.toMatch(/<script/i);

    const get = await p.app.request(path);
    expect(get.status).toBe(200);
    const ok = await post({
      cardNumber: CARD,
      expMonth: '12',
      expYear: String(year + 3),
      holderName: 'Avery Chen',
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Visa ending 1111');
    const again = await post({
      cardNumber: CARD,
      expMonth: '12',
      expYear: String(year + 3),
      holderName: 'Avery Chen',
    });
    expect(again.status).toBe(410);

    const methods = await billing.get<Obj>(`${base(billing.accountId)}/payment-methods`);
    const added = (methods.body.paymentMethods as Obj[]).find((m) => m.lastFour === '1111');
    expect(added).toMatchObject({ brand: 'Visa', expMonth: 12, expYear: year + 3, isDefault: false });
    expect(JSON.stringify(methods.body)).not.toMatch(/tok_/);
    const dump = await everyRow();
    expect(dump).not.toContain('4111111111111111');
    expect(dump).not.toContain('4111 1111 1111 1111');
  });

  it('BILL-04 make default, refuse deleting the default while others exist, delete another, change expiry', async () => {
    const list = async () =>
      ((await billing.get<Obj>(`${base(billing.accountId)}/payment-methods`)).body.paymentMethods as Obj[]) ??
      [];
    const [visa, added] = await list();
    expect(visa.isDefault).toBe(true);
    const made = await billing.put<Obj>(
      `${base(billing.accountId)}/payment-methods/${added.paymentMethodId}/default`,
      {},
    );
    expect(made.status).toBe(200);
    expect((await list()).filter((m) => m.isDefault).map((m) => m.paymentMethodId)).toEqual([
      added.paymentMethodId,
    ]);
    const refused = await billing.delete<Obj>(
      `${base(billing.accountId)}/payment-methods/${added.paymentMethodId}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('default_method');
    const past = await billing.put<Obj>(
      `${base(billing.accountId)}/payment-methods/${added.paymentMethodId}`,
      {
        holderName: 'Avery Chen',
        expMonth: 1,
        expYear: 2001,
      },
    );
    expect(past.status).toBe(400);
    const renamed = await billing.put<Obj>(
      `${base(billing.accountId)}/payment-methods/${added.paymentMethodId}`,
      {
        holderName: 'A. Chen',
        expMonth: 6,
        expYear: p.clock.now.getUTCFullYear() + 4,
      },
    );
    expect(renamed.body).toMatchObject({ holderName: 'A. Chen', expMonth: 6 });
    const gone = await billing.delete(`${base(billing.accountId)}/payment-methods/${visa.paymentMethodId}`);
    expect(gone.status).toBe(204);
    const last = await billing.delete<Obj>(
      `${base(billing.accountId)}/payment-methods/${added.paymentMethodId}`,
    );
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('balance_open');
  });
});

describe('pay now', () => {
  it('BILL-04 pay now replayed 8 times at once makes one payment and pays the open invoices', async () => {
    const key = `pay-${Date.now().toString(36)}`;
    const before = await billing.get<Obj>(`${base(billing.accountId)}/summary`);
    const balance = Number(before.body.balanceMinor);
    expect(balance).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        billing.call<Obj>('POST', `${base(billing.accountId)}/payments`, {}, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.paymentId)).size).toBe(1);
    expect(answers[0].body.amountMinor).toBe(balance);
    const rows = await p.database.db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.accountId, billing.accountId), eq(billingPayments.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    const after = await billing.get<Obj>(`${base(billing.accountId)}/summary`);
    expect(after.body).toMatchObject({ balanceMinor: 0, openInvoices: 0 });
    expect((after.body.lastPayment as Obj).amountMinor).toBe(balance);
    const later = await billing.call<Obj>(
      'POST',
      `${base(billing.accountId)}/payments`,
      {},
      { 'Idempotency-Key': key },
    );
    expect(later.status).toBe(200);
    const other = await billing.call<Obj>(
      'POST',
      `${base(billing.accountId)}/payments`,
      {},
      {
        'Idempotency-Key': `${key}-2`,
      },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('nothing_to_pay');
    const noKey = await billing.post<Obj>(`${base(billing.accountId)}/payments`, {});
    expect(noKey.status).toBe(400);
  });

  it('BILL-04 a digital signature keeps the signer and the hash of the accepted text', async () => {
    const signed = await billing.post<Obj>(`${base(billing.accountId)}/digital-signature`, {
      document: 'autopayAuthorization',
      signerName: 'Avery Chen',
      accept: true,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.documentHash).toMatch(/^[0-9a-f]{64}$/);
    const unticked = await billing.post<Obj>(`${base(billing.accountId)}/digital-signature`, {
      document: 'autopayAuthorization',
      signerName: 'Avery Chen',
      accept: false,
    });
    expect(unticked.status).toBe(400);
  });
});

describe('the hosted page link expires', () => {
  // Last: moving the clock 15 minutes on also ends the callers' access tokens.
  it('BILL-04 a hosted page link works for 15 minutes only', async () => {
    const link = await billing.get<Obj>(`${base(billing.accountId)}/hosted-payment-page`);
    const path = new URL(String(link.body.url)).pathname;
    p.clock.advance(15 * 60 + 1);
    const res = await p.app.request(path);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('This link has expired');
  });
});
