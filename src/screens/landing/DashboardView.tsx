// The account admins' landing page (ROLE-02): the account's status, its trial or fraud-hold
// notice (BILL-01), the pending-orders notice for the roles that see it (BILL-06), the counts,
// and shortcuts to the areas the role may use.
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { plainList } from '../../ui/lists.css';
import { sprinkles } from '../../ui/sprinkles.css';
import { type AccountCounts, type AccountSummary, AccountSummaryView } from './AccountSummaryView';
import { summaryLine } from './landing.css';

export interface DashboardViewProps {
  title: string;
  account: AccountSummary;
  counts: AccountCounts | undefined;
  loading: boolean;
  error?: string;
  isTrial: boolean;
  isFraudHold: boolean;
  /** Number of orders waiting; undefined when the role does not see the notice. */
  pendingOrders: number | undefined;
  shortcuts: { label: string; href: string }[];
  /** A notice of another area's, after the account's own (the business texting banner). */
  notice?: ReactNode;
  /** Cards of other reads after the account's summary (its insights, its completed tasks). */
  cards?: ReactNode;
}

export function DashboardView(props: DashboardViewProps) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      {props.isFraudHold ? (
        <Alert variant="warning" title="This account is on fraud hold">
          Services are held while the account is reviewed. Contact support to release it.
        </Alert>
      ) : null}
      {props.isTrial ? (
        <Alert variant="info" title="Trial account">
          This account is on a free trial. Add a payment method to keep its services after the trial.
        </Alert>
      ) : null}
      {props.pendingOrders !== undefined ? (
        <Alert variant={props.pendingOrders > 0 ? 'warning' : 'info'} title="Pending orders">
          {props.pendingOrders > 0
            ? `${props.pendingOrders} order${props.pendingOrders === 1 ? ' is' : 's are'} waiting to be completed.`
            : 'No orders are waiting.'}
        </Alert>
      ) : null}
      {props.notice}
      <AccountSummaryView
        title={props.title}
        account={props.account}
        counts={props.counts}
        loading={props.loading}
        error={props.error}
      />
      {props.cards}
      <Card title="Shortcuts">
        {props.shortcuts.length > 0 ? (
          <ul
            aria-label="Shortcuts"
            className={`${plainList} ${sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md' })}`}
          >
            {props.shortcuts.map((s) => (
              <li key={s.href}>
                <Link variant="button" href={s.href}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={summaryLine}>Your role has no other areas in this account.</p>
        )}
      </Card>
    </div>
  );
}
