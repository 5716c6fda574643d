// #/management/m/invoices and .../invoices/<number> (issue 22, BILL-04; decision 0113): the
// account's invoices, newest first, and one invoice with its lines, its PDF and an e-mail of it.
import { useState } from 'react';
import {
  emailInvoice,
  getInvoice,
  getInvoicePdf,
  type Invoice,
  type InvoiceLine,
  listInvoices,
} from '../../api/billing';
import { isRefusal } from '../../app/failures';
import { saveFile } from '../../app/saveFile';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useListQuery } from '../../app/usePagedList';
import { useKept, useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { stack, toolbar } from '../../ui/layout.css';
import { OffsetPager } from '../../ui/OffsetPager';
import { PageHeader } from '../../ui/PageHeader';
import { dayIn, formatMoney, STATUS_TEXT, STATUS_TONE } from './format';

const PAGE = 12;
const INVOICES = '#/management/m/invoices';

export function InvoicesPage(props: { title: string; subpath?: string }) {
  const number = props.subpath && /^[A-Za-z0-9-]{1,40}$/.test(props.subpath) ? props.subpath : undefined;
  return number ? <InvoiceDetails number={number} /> : <InvoiceList title={props.title} />;
}

const StatusBadge = ({ status }: { status: Invoice['status'] }) => (
  <Badge tone={STATUS_TONE[status]}>{STATUS_TEXT[status]}</Badge>
);

function InvoiceList(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const [offset, setOffset] = useState(0);
  // Sorted by the server (invoicesQuerySchema): newest first until a header is chosen.
  const { sort, toggleSort } = useListQuery<'periodStart' | 'total' | 'status'>('periodStart', 'DESC');
  const invoices = useResource(
    ['invoices', accountId, offset, sort.field, sort.direction],
    (s) =>
      listInvoices(
        api,
        accountId,
        { limit: PAGE, offset, sortField: sort.field, sortDirection: sort.direction },
        s,
      ),
    { handled: isRefusal },
  );
  const byDate = sort.field === 'periodStart';
  const d = useKept(invoices.data, accountId);
  return (
    <>
      <PageHeader title={props.title} />
      {invoices.error ? (
        <Alert variant="info" title="Invoices are not available">
          <p>Your role or this account does not show billing. Ask an administrator if you need it.</p>
        </Alert>
      ) : !d ? (
        invoices.failed ? null : (
          <LoadingState label="Loading the invoices…" />
        )
      ) : (
        <div className={stack}>
          <DataTable<Invoice>
            caption={`Invoices (${d.total})`}
            rows={d.items}
            rowKey={(i) => i.number}
            emptyText="No invoices yet. The first one is issued at the start of next month."
            sort={sort}
            onSort={(field) => {
              setOffset(0);
              toggleSort(field as typeof sort.field);
            }}
            columns={[
              {
                key: 'number',
                header: 'Invoice',
                render: (i) => <Link href={`${INVOICES}/${i.number}`}>{i.number}</Link>,
              },
              {
                key: 'period',
                header: 'Period',
                sortField: 'periodStart',
                render: (i) => `${dayIn(i.periodStart, d.locale)} to ${dayIn(i.periodEnd, d.locale)}`,
              },
              { key: 'dueOn', header: 'Due', render: (i) => dayIn(i.dueOn, d.locale) },
              {
                key: 'status',
                header: 'Status',
                sortField: 'status',
                render: (i) => <StatusBadge status={i.status} />,
              },
              {
                key: 'total',
                header: 'Total',
                align: 'end',
                sortField: 'total',
                render: (i) => formatMoney(i.totalMinor, i.currency),
              },
            ]}
          />
          <OffsetPager
            offset={offset}
            pageSize={PAGE}
            total={d.total}
            onOffset={setOffset}
            previousLabel={byDate && sort.direction === 'DESC' ? 'Newer invoices' : 'Previous invoices'}
            nextLabel={byDate && sort.direction === 'DESC' ? 'Older invoices' : 'More invoices'}
          />
        </div>
      )}
    </>
  );
}

function InvoiceDetails(props: { number: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const invoice = useResource(
    ['invoice', accountId, props.number],
    (s) => getInvoice(api, accountId, props.number, s),
    {
      handled: isRefusal,
    },
  );
  const [sent, setSent] = useState<string | undefined>();
  const pdf = useAction(async () =>
    saveFile(await getInvoicePdf(api, accountId, props.number), `${props.number}.pdf`),
  );
  const email = useAction(async () => setSent((await emailInvoice(api, accountId, props.number)).to));
  const i = invoice.data;
  const locale = i?.locale;
  return (
    <>
      <PageHeader title={`Invoice ${props.number}`} />
      <p>
        <Link href={INVOICES}>Back to the invoices</Link>
      </p>
      {invoice.error ? (
        <Alert variant="info" title="Invoice not found">
          <p>This invoice does not exist or is not this account’s.</p>
        </Alert>
      ) : !i ? (
        invoice.failed ? null : (
          <LoadingState label="Loading the invoice…" />
        )
      ) : (
        <div className={stack}>
          <div className={toolbar}>
            <Button isPending={pdf.pending} onPress={() => pdf.run()}>
              Download PDF
            </Button>
            <Button variant="secondary" isPending={email.pending} onPress={() => email.run()}>
              E-mail me this invoice
            </Button>
          </div>
          {sent && (
            <Alert variant="success" title="Invoice sent">
              <p>
                Invoice {i.number} was e-mailed to {sent}.
              </p>
            </Alert>
          )}
          <Card title="Invoice details">
            <DetailList
              items={[
                { label: 'Status', value: <StatusBadge status={i.status} /> },
                {
                  label: 'Period',
                  value: `${dayIn(i.periodStart, locale)} to ${dayIn(i.periodEnd, locale)}`,
                },
                { label: 'Issued', value: dayIn(i.issuedOn, locale) },
                { label: 'Due', value: dayIn(i.dueOn, locale) },
                { label: 'Subtotal', value: formatMoney(i.subtotalMinor, i.currency) },
                { label: `Tax (${i.taxRateBasisPoints / 100}%)`, value: formatMoney(i.taxMinor, i.currency) },
                { label: 'Total', value: formatMoney(i.totalMinor, i.currency) },
              ]}
            />
            <DataTable<InvoiceLine>
              caption="Invoice lines"
              rows={i.lines}
              rowKey={(l) => l.description}
              columns={[
                { key: 'description', header: 'Item' },
                { key: 'quantity', header: 'Quantity', align: 'end' },
                {
                  key: 'amount',
                  header: 'Amount',
                  align: 'end',
                  render: (l) => formatMoney(l.amountMinor, i.currency),
                },
                {
                  key: 'tax',
                  header: 'Tax',
                  align: 'end',
                  render: (l) => formatMoney(l.taxMinor, i.currency),
                },
                {
                  key: 'total',
                  header: 'Total',
                  align: 'end',
                  render: (l) => formatMoney(l.totalMinor, i.currency),
                },
              ]}
            />
          </Card>
        </div>
      )}
    </>
  );
}
