// The store (issue 22; decision 0112): the catalogue, the cart, the preview with tax per line
// and the zero-charge items, and the submit. Props only; the page drives it from the checkout
// machine. Amounts are integer minor units, shown with formatMoney.
import { type Currency, formatMoney } from '../../domain/orders/money';
import type { CartItem, OrderLine, OrderQuote, Product } from '../../domain/orders/pricing';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { Link } from '../../ui/Link';
import { muted, stack, toolbar } from '../../ui/layout.css';

export type StorePhase =
  | 'catalogue'
  | 'cart'
  | 'previewing'
  | 'review'
  | 'submitting'
  | 'submitted'
  | 'declined'
  | 'failed';

export interface StoreViewProps {
  phase: StorePhase;
  currency: Currency;
  taxRatePercent: string;
  products: Product[];
  cart: CartItem[];
  preview?: OrderQuote;
  order?: { vOrderId: number; totalMinor: number };
  /** Why the last preview or submit did not go through, in words. */
  problem?: string;
  canSubmit: boolean;
  ordersHref: string;
  onAdd(sku: string): void;
  onSetQuantity(sku: string, quantity: number): void;
  onClear(): void;
  onPreview(): void;
  onBack(): void;
  onSubmit(): void;
  onRetry(): void;
  onNewOrder(): void;
}

const PRICE = (p: Product, c: Currency) =>
  [
    p.oneTimeMinor ? `${formatMoney(p.oneTimeMinor, c)} once` : '',
    p.monthlyMinor ? `${formatMoney(p.monthlyMinor, c)} a month` : '',
  ]
    .filter(Boolean)
    .join(' + ') || 'Included';

export function StoreView(p: StoreViewProps) {
  const money = (m: number) => formatMoney(m, p.currency);
  const nameOf = (sku: string) => p.products.find((x) => x.sku === sku)?.name ?? sku;
  const editing = p.phase === 'catalogue' || p.phase === 'cart';
  const sellable = p.products.filter((x) => x.oneTimeMinor > 0 || x.monthlyMinor > 0);
  return (
    <div className={stack}>
      {p.phase === 'submitted' && p.order ? (
        <Alert variant="success" title={`Order ${p.order.vOrderId} is placed`}>
          <p>
            We charged {money(p.order.totalMinor)}. <Link href={p.ordersHref}>See your orders</Link>.
          </p>
          <Button variant="secondary" onPress={p.onNewOrder}>
            Start a new order
          </Button>
        </Alert>
      ) : null}
      {p.problem && p.phase !== 'submitted' ? (
        <Alert
          variant={p.phase === 'failed' ? 'error' : 'warning'}
          title={p.phase === 'failed' ? 'The order did not go through' : 'Check your order'}
        >
          <p>{p.problem}</p>
        </Alert>
      ) : null}
      {editing ? (
        <Card title="Catalogue">
          <DataTable
            caption="Products"
            hideCaption
            rows={sellable}
            rowKey={(x) => x.sku}
            columns={[
              { key: 'name', header: 'Product' },
              { key: 'price', header: 'Price', render: (x) => PRICE(x, p.currency) },
              {
                key: 'add',
                header: 'Add',
                render: (x) => (
                  <Button
                    variant="secondary"
                    onPress={() => p.onAdd(x.sku)}
                    aria-label={`Add ${x.name} to the cart`}
                  >
                    Add
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      ) : null}
      {editing || p.phase === 'previewing' ? (
        <Card title="Cart">
          {p.cart.length === 0 ? (
            <p className={muted}>Your cart is empty. Add products from the catalogue.</p>
          ) : (
            <>
              <DataTable
                caption="Cart"
                hideCaption
                rows={p.cart}
                rowKey={(x) => x.sku}
                columns={[
                  { key: 'name', header: 'Product', render: (x) => nameOf(x.sku) },
                  {
                    key: 'quantity',
                    header: 'Quantity',
                    render: (x) => (
                      <span className={toolbar}>
                        <Button
                          variant="quiet"
                          isDisabled={!editing}
                          aria-label={`One less ${nameOf(x.sku)}`}
                          onPress={() => p.onSetQuantity(x.sku, x.quantity - 1)}
                        >
                          −
                        </Button>
                        <span>{x.quantity}</span>
                        <Button
                          variant="quiet"
                          isDisabled={!editing}
                          aria-label={`One more ${nameOf(x.sku)}`}
                          onPress={() => p.onSetQuantity(x.sku, x.quantity + 1)}
                        >
                          +
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
              <div className={toolbar}>
                <Button onPress={p.onPreview} isPending={p.phase === 'previewing'}>
                  Preview order
                </Button>
                <Button variant="quiet" onPress={p.onClear} isDisabled={!editing}>
                  Empty the cart
                </Button>
              </div>
            </>
          )}
        </Card>
      ) : null}
      {p.preview && !editing && p.phase !== 'previewing' ? (
        <Card title="Order preview">
          <DataTable
            caption="Order lines"
            hideCaption
            rows={p.preview.lines}
            rowKey={(l: OrderLine) => l.sku}
            columns={[
              { key: 'name', header: 'Item' },
              { key: 'quantity', header: 'Quantity', align: 'end' },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                render: (l) => (l.zeroCharge ? 'No charge' : money(l.amountMinor)),
              },
              { key: 'tax', header: 'Tax', align: 'end', render: (l) => money(l.taxMinor) },
              { key: 'total', header: 'Total', align: 'end', render: (l) => money(l.totalMinor) },
            ]}
          />
          <DetailList
            items={[
              { label: 'Subtotal', value: money(p.preview.subtotalMinor) },
              { label: `Tax (${p.taxRatePercent})`, value: money(p.preview.taxMinor) },
              { label: 'Total due now', value: <strong>{money(p.preview.totalMinor)}</strong> },
              { label: 'Added to each monthly bill', value: `${money(p.preview.monthlyMinor)} before tax` },
            ]}
          />
          {p.phase === 'submitted' ? null : (
            <div className={toolbar}>
              {p.phase === 'failed' ? (
                <Button onPress={p.onRetry}>Try again</Button>
              ) : p.phase === 'declined' ? null : p.canSubmit ? (
                <Button onPress={p.onSubmit} isPending={p.phase === 'submitting'}>
                  Place order
                </Button>
              ) : (
                <p className={muted}>Your role may preview orders but not place them.</p>
              )}
              {p.phase === 'declined' ? <Button onPress={p.onPreview}>Preview again</Button> : null}
              <Button variant="secondary" onPress={p.onBack} isDisabled={p.phase === 'submitting'}>
                Back to the cart
              </Button>
            </div>
          )}
        </Card>
      ) : null}
    </div>
  );
}
