// #/management/m/orders and .../orders/<id> (issue 22; decision 0112): the account's orders,
// newest first, a page at a time (limit, offset), and one order's lines.
import { useState } from 'react';
import { getOrder, listOrders, type Order } from '../../api/orders';
import { isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useListQuery } from '../../app/usePagedList';
import { useKept, useResource } from '../../app/useResource';
import { formatMoney } from '../../domain/orders/money';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';

const PAGE = 20;
const ORDERS = '#/management/m/orders';

export function OrdersPage(props: { title: string; subpath?: string }) {
  const id = props.subpath && /^\d+$/.test(props.subpath) ? Number(props.subpath) : undefined;
  return id ? <OrderDetails title={props.title} id={id} /> : <OrderList title={props.title} />;
}

function OrderList(props: { title: string }) {
  const { date: day } = useFormat();
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const [offset, setOffset] = useState(0);
  // Sorted by the server (storeOrdersQuerySchema): newest first until a header is chosen.
  const { sort, toggleSort } = useListQuery<'createdAt' | 'total' | 'status'>('createdAt', 'DESC');
  const newestFirst = sort.field === 'createdAt' && sort.direction === 'DESC';
  const orders = useResource(
    ['orders', accountId, offset, sort.field, sort.direction],
    (s) =>
      listOrders(
        api,
        accountId,
        { limit: PAGE, offset, sortField: sort.field, sortDirection: sort.direction },
        s,
      ),
    {
      handled: isRefusal,
    },
  );
  const data = useKept(orders.data, accountId);
  return (
    <>
      <PageHeader title={props.title} />
      {orders.error ? (
        <Alert variant="info" title="Orders are not available">
          <p>Your role cannot see this account’s orders.</p>
        </Alert>
      ) : !data ? (
        orders.failed ? null : (
          <LoadingState label="Loading the orders…" />
        )
      ) : (
        <div className={stack}>
          <DataTable<Order>
            caption={`Orders (${data.total})`}
            rows={data.items}
            rowKey={(o) => o.vOrderId}
            emptyText="No orders yet. Orders placed in the store show here."
            sort={sort}
            onSort={(field) => {
              setOffset(0);
              toggleSort(field as typeof sort.field);
            }}
            columns={[
              {
                key: 'vOrderId',
                header: 'Order',
                render: (o) => <Link href={`${ORDERS}/${o.vOrderId}`}>Order {o.vOrderId}</Link>,
              },
              { key: 'createdAt', header: 'Date', sortField: 'createdAt', render: (o) => day(o.createdAt) },
              {
                key: 'status',
                header: 'Status',
                sortField: 'status',
                render: (o) => <Badge status={o.status}>{o.status}</Badge>,
              },
              {
                key: 'items',
                header: 'Items',
                render: (o) =>
                  o.lines
                    .filter((l) => !l.zeroCharge)
                    .map((l) => `${l.quantity} × ${l.name}`)
                    .join(', '),
              },
              {
                key: 'total',
                header: 'Total',
                align: 'end',
                sortField: 'total',
                render: (o) => formatMoney(o.totalMinor, o.currency),
              },
            ]}
          />
          <div className={toolbar}>
            <Button
              variant="secondary"
              isDisabled={offset === 0}
              onPress={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {newestFirst ? 'Newer orders' : 'Previous orders'}
            </Button>
            <Button
              variant="secondary"
              isDisabled={offset + PAGE >= data.total}
              onPress={() => setOffset(offset + PAGE)}
            >
              {newestFirst ? 'Older orders' : 'More orders'}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

function OrderDetails(props: { title: string; id: number }) {
  const { date: day } = useFormat();
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const order = useResource(['order', accountId, props.id], (s) => getOrder(api, accountId, props.id, s), {
    handled: isRefusal,
  });
  const o = order.data;
  return (
    <>
      <PageHeader title={`Order ${props.id}`} />
      <p>
        <Link href={ORDERS}>Back to the orders</Link>
      </p>
      {order.error ? (
        <Alert variant="info" title="Order not found">
          <p>This order does not exist or is not this account’s.</p>
        </Alert>
      ) : !o ? (
        order.failed ? null : (
          <LoadingState label="Loading the order…" />
        )
      ) : (
        <Card title="Order details">
          <DetailList
            items={[
              { label: 'Status', value: <Badge status={o.status}>{o.status}</Badge> },
              { label: 'Placed', value: day(o.createdAt) },
              { label: 'Subtotal', value: formatMoney(o.subtotalMinor, o.currency) },
              { label: `Tax (${o.taxRateBasisPoints / 100}%)`, value: formatMoney(o.taxMinor, o.currency) },
              { label: 'Total', value: formatMoney(o.totalMinor, o.currency) },
            ]}
          />
          <DataTable
            caption="Order lines"
            rows={o.lines}
            rowKey={(l) => l.sku}
            columns={[
              { key: 'name', header: 'Item' },
              { key: 'quantity', header: 'Quantity', align: 'end' },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                render: (l) => (l.zeroCharge ? 'No charge' : formatMoney(l.amountMinor, o.currency)),
              },
              { key: 'tax', header: 'Tax', align: 'end', render: (l) => formatMoney(l.taxMinor, o.currency) },
            ]}
          />
          <p className={muted}>Amounts include the first month of monthly items.</p>
        </Card>
      )}
    </>
  );
}
