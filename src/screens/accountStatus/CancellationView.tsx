// The cancellation flow (BILL-05; decision 0114): a reason and a date, then the early-termination
// fee and what goes, shown BEFORE a confirmation that says it again. Props only.

import { useState } from 'react';
import type { CancelReason, LifecycleInfo } from '../../api/accountLifecycle';
import type { EarlyTerminationFee } from '../../domain/billing/services';
import { formatMoney } from '../../domain/orders/money';
import { isoDate } from '../../domain/schemas/accountLifecycle';
import { problemOf } from '../../domain/schemas/common';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { fields } from './accountStatus.css';
import { whenText } from './words';

export interface CancellationViewProps {
  info: LifecycleInfo;
  reasons: readonly CancelReason[];
  /** The services that end with the account. */
  services: { count: number; monthlyMinor: number; names: string[] };
  /** The fee of the reason and date asked about, once looked up. */
  fee: EarlyTerminationFee | undefined;
  feeLoading: boolean;
  pending: boolean;
  errors: Record<string, string>;
  onReview(date: string, reasonCode: string): void;
  onConfirm(date: string, reasonCode: string): Promise<boolean>;
}

export function CancellationView(props: CancellationViewProps) {
  const { info, fee } = props;
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const [reviewed, setReviewed] = useState<{ date: string; reason: string }>();
  const [confirming, setConfirming] = useState(false);
  const dateProblem = problemOf(isoDate, date) ?? props.errors.cancellationDateTime;
  const reasonProblem = reason ? undefined : 'Choose a reason for the cancellation.';
  const review = () => {
    setTried(true);
    if (dateProblem || reasonProblem) return;
    setReviewed({ date, reason });
    props.onReview(date, reason);
  };
  const current = reviewed && reviewed.date === date && reviewed.reason === reason;
  const feeText = fee ? formatMoney(fee.amountMinor, fee.currency) : '';
  return (
    <Card title="Cancel the account">
      <div className={stack}>
        <p className={muted}>
          Choose why and when. The early-termination fee is shown before you confirm; nothing changes until
          then.
        </p>
        <div className={fields}>
          <SelectField
            label="Reason"
            value={reason}
            options={[
              { value: '', label: 'Choose a reason' },
              ...props.reasons.map((r) => ({ value: r.code, label: r.label })),
            ]}
            onChange={setReason}
          />
          <TextField
            label="Cancellation date"
            description="YYYY-MM-DD; the account is cancelled at the start of that day (UTC)."
            value={date}
            onChange={setDate}
            isInvalid={tried && dateProblem !== undefined}
            errorMessage={dateProblem}
          />
        </div>
        {tried && reasonProblem ? <p role="alert">{reasonProblem}</p> : null}
        <div className={toolbar}>
          <Button variant="secondary" onPress={review} isPending={props.feeLoading}>
            Review the fee
          </Button>
        </div>
        {current && fee ? (
          <section aria-label="Early-termination fee" className={stack}>
            <DetailList
              items={[
                { label: 'Early-termination fee', value: <strong>{feeText}</strong> },
                { label: 'How it is worked out', value: fee.explanation },
                {
                  label: 'Contract ends',
                  value: fee.contractEndsAt
                    ? whenText(fee.contractEndsAt, format.settings)
                    : 'No contract term',
                },
                {
                  label: 'Services that end',
                  value: `${props.services.count} (${formatMoney(props.services.monthlyMinor, info.currency)} a month)`,
                },
              ]}
            />
            <div className={toolbar}>
              <Button variant="danger" onPress={() => setConfirming(true)}>
                Cancel the account…
              </Button>
            </div>
          </section>
        ) : null}
        {props.errors.Source ? <Alert variant="error">{props.errors.Source}</Alert> : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={`Cancel ${info.name} on ${reviewed ? whenText(`${reviewed.date}T00:00:00Z`, format.settings) : ''}?`}
        confirmLabel="Cancel the account"
        cancelLabel="Keep the account"
        variant="danger"
        isPending={props.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reviewed &&
          void props.onConfirm(reviewed.date, reviewed.reason).then((ok) => ok && setConfirming(false))
        }
      >
        <p>
          On that day the account is cancelled: its {props.services.count} services
          {props.services.names.length > 0 ? ` (${props.services.names.join(', ')})` : ''} end, and its people
          can no longer make or take calls.
        </p>
        <p>
          An early-termination fee of <strong>{feeText}</strong> is charged. Until that day you can withdraw
          the cancellation on this page.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
