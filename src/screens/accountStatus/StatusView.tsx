// The account's status, the change scheduled for a date, and the form that changes it now or
// schedules it (BILL-01, BILL-02; decision 0114). Props only.

import { useState } from 'react';
import type { LifecycleInfo } from '../../api/accountLifecycle';
import { SETTABLE_STATUSES } from '../../domain/billing/lifecycle';
import { formatMoney } from '../../domain/orders/money';
import { formatPhone } from '../../domain/phone';
import { isoDate } from '../../domain/schemas/accountLifecycle';
import { problemOf } from '../../domain/schemas/common';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { contact, fields } from './accountStatus.css';
import { lifecycleNoticeOfInfo, STANDING_LABEL, whenText } from './words';

export interface StatusViewProps {
  info: LifecycleInfo;
  /** Someone above the account (BILL-02): may change or schedule its status. */
  canChangeStatus: boolean;
  /** May withdraw the change waiting (a cancellation: the account's billing people too). */
  canWithdraw: boolean;
  pending: boolean;
  /** A field error from the server, by field. */
  errors: Record<string, string>;
  onChangeNow(status: string, reason: string): Promise<boolean>;
  onSchedule(status: string, effectiveDate: string, reason: string): Promise<boolean>;
  onWithdraw(): Promise<boolean>;
}

export function StatusView(props: StatusViewProps) {
  const { info } = props;
  const waiting = info.scheduledChange;
  const format = useFormat();
  const [withdrawing, setWithdrawing] = useState(false);
  const notice = lifecycleNoticeOfInfo(info);
  return (
    <Card title="Status">
      <div className={stack}>
        <DetailList
          items={[
            { label: 'Status', value: <Badge status={info.status}>{info.status}</Badge> },
            { label: 'Standing', value: STANDING_LABEL[info.standing] },
            {
              label: 'Contact',
              wide: true,
              value: info.contact ? (
                <span className={contact}>
                  <span>{info.contact.name}</span>
                  {info.contact.email ? (
                    <Link href={`mailto:${info.contact.email}`}>{info.contact.email}</Link>
                  ) : null}
                  {info.contact.phone ? (
                    <Link href={`tel:${info.contact.phone.replace(/[^\d+]/g, '')}`}>
                      {formatPhone(info.contact.phone)}
                    </Link>
                  ) : null}
                </span>
              ) : (
                'Your provider'
              ),
            },
          ]}
        />
        {notice ? <p className={muted}>{notice}</p> : null}
        {waiting ? (
          <section aria-label="Scheduled change" className={stack}>
            <p>
              <strong>
                {waiting.kind === 'cancellation' ? 'Cancellation scheduled' : 'Status change scheduled'}:
              </strong>{' '}
              {info.status} → {waiting.toStatus} on {whenText(waiting.effectiveAt, format.settings)}
              {waiting.reason ? ` (${waiting.reason})` : ''}
              {waiting.feeMinor
                ? `, early-termination fee ${formatMoney(waiting.feeMinor, info.currency)}`
                : ''}
              .
            </p>
            {props.canWithdraw ? (
              <div className={toolbar}>
                <Button variant="secondary" onPress={() => setWithdrawing(true)}>
                  Cancel the scheduled change
                </Button>
              </div>
            ) : null}
          </section>
        ) : (
          <p className={muted}>No status change is scheduled.</p>
        )}
        {props.canChangeStatus ? <ChangeForm {...props} /> : null}
      </div>
      <ConfirmDialog
        isOpen={withdrawing}
        title="Cancel the scheduled change?"
        confirmLabel="Cancel the change"
        cancelLabel="Keep it"
        isPending={props.pending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => void props.onWithdraw().then((ok) => ok && setWithdrawing(false))}
      >
        <p>
          {info.name} stays {info.status}. The change to {waiting?.toStatus} on{' '}
          {waiting ? whenText(waiting.effectiveAt, format.settings) : ''} will not happen.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function ChangeForm(props: StatusViewProps) {
  const { info } = props;
  const choices = SETTABLE_STATUSES.filter((s) => s !== info.status);
  const [status, setStatus] = useState<string>(choices[0]);
  const [when, setWhen] = useState<'now' | 'date'>('date');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const dateProblem = when === 'date' ? (problemOf(isoDate, date) ?? props.errors.effectiveDate) : undefined;
  const schedulable = status === 'Active' || status === 'Suspended' || status === 'Cancelled';
  const submit = () => {
    setTried(true);
    if (when === 'now') setConfirming(true);
    else if (!dateProblem) void props.onSchedule(status, date, reason);
  };
  return (
    <section aria-label="Change the status" className={stack}>
      <h3>Change the status</h3>
      <div className={fields}>
        <SelectField
          label="New status"
          value={status}
          options={choices.map((s) => ({ value: s, label: s }))}
          onChange={(v) => {
            setStatus(v);
            if (!(v === 'Active' || v === 'Suspended' || v === 'Cancelled')) setWhen('now');
          }}
        />
        <SelectField
          label="When"
          value={when}
          options={[
            { value: 'date', label: 'On a date' },
            { value: 'now', label: 'Now' },
          ].filter((o) => schedulable || o.value === 'now')}
          onChange={(v) => setWhen(v as 'now' | 'date')}
        />
        {when === 'date' ? (
          <TextField
            label="Date"
            description="YYYY-MM-DD; the change applies at the start of that day (UTC)."
            value={date}
            onChange={setDate}
            isInvalid={tried && dateProblem !== undefined}
            errorMessage={dateProblem}
          />
        ) : null}
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={setReason}
          isInvalid={props.errors.reason !== undefined}
          errorMessage={props.errors.reason}
        />
      </div>
      {props.errors.targetStatus ? <p role="alert">{props.errors.targetStatus}</p> : null}
      <div className={toolbar}>
        <Button onPress={submit} isPending={props.pending && !confirming}>
          {when === 'now' ? 'Change the status now' : 'Schedule the change'}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={`Make ${info.name} ${status} now?`}
        confirmLabel={`Make it ${status}`}
        variant={status === 'Active' ? 'primary' : 'danger'}
        isPending={props.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void props.onChangeNow(status, reason).then((ok) => ok && setConfirming(false))}
      >
        <p>
          {status === 'Suspended'
            ? 'Calls and services pause at once and the account’s store closes until it is made Active again.'
            : status === 'Cancelled'
              ? 'The account’s services end at once and it can order nothing more.'
              : `The account becomes ${status} at once.`}{' '}
          Any scheduled change is dropped.
        </p>
      </ConfirmDialog>
    </section>
  );
}
