// #/management/m/billing (issue 22, BILL-04; decision 0113): the balance, the last payment, the
// next invoice date and this period's usage, pay now (one payment however often it is pressed),
// the summary by e-mail, and the credit and debit memos, a page at a time.
import { useRef, useState } from 'react';
import {
  type BillingSummary,
  emailBillingSummary,
  getBillingSummary,
  listMemos,
  type Memo,
  type Payment,
  payNow,
  type UsageCategory,
} from '../../api/billing';
import { ApiFailure } from '../../api/failure';
import { isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useListQuery } from '../../app/usePagedList';
import { useKept, useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { OffsetPager } from '../../ui/OffsetPager';
import { PageHeader } from '../../ui/PageHeader';
import { Stat, StatGrid } from '../../ui/StatGrid';
import { dayIn, formatMoney, newPaymentKey } from './format';

const MEMO_PAGE = 5;
/** Pay now's refusals (no method, expired card, nothing to pay) are shown on the card, in words. */
const handledPay = (e: unknown) => isRefusal(e) || (e instanceof ApiFailure && e.status === 409);

export function BillingPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const summary = useResource(['billingSummary', accountId], (s) => getBillingSummary(api, accountId, s), {
    handled: isRefusal,
  });
  return (
    <>
      <PageHeader title={props.title} />
      {summary.error ? (
        <Alert variant="info" title="Billing is not available">
          <p>Your role or this account does not show billing. Ask an administrator if you need it.</p>
        </Alert>
      ) : !summary.data ? (
        summary.failed ? null : (
          <LoadingState label="Loading the billing summary…" />
        )
      ) : (
        <div className={stack}>
          <SummaryCard summary={summary.data} accountId={accountId} onPaid={summary.reload} />
          <UsageCard summary={summary.data} />
          <Memos kind="credit" accountId={accountId} summary={summary.data} />
          <Memos kind="debit" accountId={accountId} summary={summary.data} />
        </div>
      )}
    </>
  );
}

function SummaryCard(props: { summary: BillingSummary; accountId: number; onPaid: () => void }) {
  const { api } = useSessionContext();
  const canPay = useSignedInProfile().permissions.has('update:billing');
  const s = props.summary;
  const money = (m: number) => formatMoney(m, s.currency);
  const [confirming, setConfirming] = useState(false);
  const [paid, setPaid] = useState<Payment | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  // One key per payment: a second click or a retry sends the same one (decision 0113).
  const key = useRef<string | undefined>(undefined);
  const pay = useAction(
    async () => {
      key.current ??= newPaymentKey();
      setPaid(await payNow(api, props.accountId, key.current));
      key.current = undefined;
    },
    { handled: handledPay },
  );
  const email = useAction(async () => setSent((await emailBillingSummary(api, props.accountId)).to));
  return (
    <Card title="Summary">
      <StatGrid>
        <Stat label="Balance" value={money(s.balanceMinor)} />
        <Stat label="Overdue" value={money(s.overdueMinor)} />
        <Stat label="Last payment" value={s.lastPayment ? money(s.lastPayment.amountMinor) : 'None yet'} />
        <Stat label="Next invoice" value={dayIn(s.nextInvoiceOn, s.locale)} />
      </StatGrid>
      <p className={muted}>
        {s.lastPayment &&
          `Last paid on ${dayIn(s.lastPayment.paidAt, s.locale)} with ${s.lastPayment.method}. `}
        {s.defaultPaymentMethod
          ? `Default payment method: ${s.defaultPaymentMethod}. `
          : 'No default payment method. '}
        <Link href="#/management/m/paymentMethods">Manage payment methods</Link>
        {' · '}
        <Link href="#/management/m/invoices">See invoices</Link>
      </p>
      {paid && (
        <Alert variant="success" title="Payment received">
          <p>
            {money(paid.amountMinor)} was paid with {paid.method} for {paid.invoiceNumbers.length} invoice
            {paid.invoiceNumbers.length === 1 ? '' : 's'}.
          </p>
        </Alert>
      )}
      {pay.error instanceof Error && (
        <Alert variant="error" title="The payment did not go through">
          <p>{pay.error.message}</p>
        </Alert>
      )}
      {sent && (
        <Alert variant="success" title="Summary sent">
          <p>The billing summary was e-mailed to {sent}.</p>
        </Alert>
      )}
      <div className={toolbar}>
        {canPay && s.balanceMinor > 0 && (
          <Button onPress={() => setConfirming(true)}>Pay {money(s.balanceMinor)} now</Button>
        )}
        <Button variant="secondary" isPending={email.pending} onPress={() => email.run()}>
          E-mail me this summary
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Pay the balance now?"
        confirmLabel={`Pay ${money(s.balanceMinor)}`}
        isPending={pay.pending}
        isConfirmDisabled={!s.defaultPaymentMethod}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const ok = await pay.run();
          setConfirming(false);
          if (ok) props.onPaid();
        }}
      >
        <p>
          {s.defaultPaymentMethod
            ? `${money(s.balanceMinor)} will be charged to ${s.defaultPaymentMethod} for ${s.openInvoices} open invoice${s.openInvoices === 1 ? '' : 's'}.`
            : 'Add a payment method first: none is set as the default.'}
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function UsageCard(props: { summary: BillingSummary }) {
  const u = props.summary.currentUsage;
  const money = (m: number) => formatMoney(m, u.currency);
  const count = useFormat().number;
  return (
    <Card title="Current usage">
      <p className={muted}>
        {dayIn(u.periodStart, props.summary.locale)} to {dayIn(u.asOf, props.summary.locale)}. Charges over
        the allowance so far: {money(u.unbilledMinor)} before tax ({money(u.totalMinor)} with tax), billed on
        the next invoice.
      </p>
      <DataTable<UsageCategory>
        caption="Usage this period"
        rows={u.categories}
        rowKey={(c) => c.category}
        emptyText="No usage recorded this period yet."
        columns={[
          { key: 'label', header: 'Service' },
          { key: 'used', header: 'Used', align: 'end', render: (c) => `${count(c.used)} ${c.unit}` },
          { key: 'included', header: 'Included', align: 'end', render: (c) => count(c.included) },
          { key: 'remaining', header: 'Left', align: 'end', render: (c) => count(c.remaining) },
          { key: 'overage', header: 'Over', align: 'end', render: (c) => count(c.overage) },
          { key: 'charge', header: 'Charge', align: 'end', render: (c) => money(c.chargeMinor) },
        ]}
      />
    </Card>
  );
}

function Memos(props: { kind: 'credit' | 'debit'; accountId: number; summary: BillingSummary }) {
  const { api } = useSessionContext();
  const [offset, setOffset] = useState(0);
  // Sorted by the server (memosQuerySchema): newest first until a header is chosen.
  const { sort, toggleSort } = useListQuery<'issuedOn' | 'amount'>('issuedOn', 'DESC');
  const memos = useResource(['memos', props.kind, props.accountId, offset, sort.field, sort.direction], (s) =>
    listMemos(
      api,
      props.accountId,
      props.kind,
      { limit: MEMO_PAGE, offset, sortField: sort.field, sortDirection: sort.direction },
      s,
    ),
  );
  const newestFirst = sort.field === 'issuedOn' && sort.direction === 'DESC';
  const data = useKept(memos.data, [props.accountId, props.kind]);
  const title = props.kind === 'credit' ? 'Credit memos' : 'Debit memos';
  return (
    <Card title={title}>
      <DataTable<Memo>
        caption={title}
        hideCaption
        rows={data?.items ?? []}
        loading={!data && !memos.failed}
        loadingText={`Loading the ${title.toLowerCase()}…`}
        rowKey={(m) => m.memoId}
        sort={sort}
        onSort={(field) => {
          setOffset(0);
          toggleSort(field as typeof sort.field);
        }}
        emptyText={
          props.kind === 'credit' ? 'No credits on this account.' : 'No extra charges on this account.'
        }
        columns={[
          { key: 'number', header: 'Memo' },
          {
            key: 'issuedOn',
            header: 'Date',
            sortField: 'issuedOn',
            render: (m) => dayIn(m.issuedOn, props.summary.locale),
          },
          { key: 'reason', header: 'Reason' },
          { key: 'invoiceNumber', header: 'Invoice', render: (m) => m.invoiceNumber ?? '' },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            sortField: 'amount',
            render: (m) => formatMoney(m.amountMinor, m.currency),
          },
        ]}
      />
      {data && (
        <OffsetPager
          offset={offset}
          pageSize={MEMO_PAGE}
          total={data.total}
          onOffset={setOffset}
          previousLabel={newestFirst ? 'Newer memos' : 'Previous memos'}
          nextLabel={newestFirst ? 'Older memos' : 'More memos'}
        />
      )}
    </Card>
  );
}
