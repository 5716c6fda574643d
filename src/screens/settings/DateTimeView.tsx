// The date and time settings (CFG-02, decision 0116): the user's own clock, and the account's for
// those who manage its settings, with how a time reads now. Props only.
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { useFormat } from '../../ui/format/FormatContext';
import { stack } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';

export type Clock = '12' | '24' | null;

export interface DateTimeViewProps {
  accountName: string;
  /** The locale the account reads in (en-gb ...), shown by name. */
  localeName: string;
  accountClock: Clock;
  userClock: Clock;
  /** Whether the user may change the account's clock (update:account-settings). */
  canChangeAccount: boolean;
  /** A moment to show as an example (the page passes the time it opened). */
  sample: Date;
  pending: boolean;
  saved: string | null;
  onAccountClock(clock: Clock): void;
  onUserClock(clock: Clock): void;
}

const asClock = (v: string): Clock => (v === '12' || v === '24' ? v : null);

export function DateTimeView(props: DateTimeViewProps) {
  const f = useFormat();
  return (
    <div className={stack}>
      <Card title="How dates and times read">
        <p>
          {props.accountName} reads dates in {props.localeName}. Right now a time reads as{' '}
          <strong data-testid="sample-time">{f.dateTime(props.sample)}</strong> for you.
        </p>
      </Card>
      <Card title="Your clock">
        <SelectField
          label="Your time format"
          value={props.userClock ?? ''}
          isDisabled={props.pending}
          options={[
            { value: '', label: 'The account’s time format' },
            { value: '12', label: '12 hours (5:04 pm)' },
            { value: '24', label: '24 hours (17:04)' },
          ]}
          onChange={(v) => props.onUserClock(asClock(v))}
        />
      </Card>
      {props.canChangeAccount ? (
        <Card title="The account’s clock">
          <p>Everyone in {props.accountName} who has not chosen their own clock reads times this way.</p>
          <SelectField
            label="Account time format"
            value={props.accountClock ?? ''}
            isDisabled={props.pending}
            options={[
              { value: '', label: `The usual one in ${props.localeName}` },
              { value: '12', label: '12 hours (5:04 pm)' },
              { value: '24', label: '24 hours (17:04)' },
            ]}
            onChange={(v) => props.onAccountClock(asClock(v))}
          />
        </Card>
      ) : null}
      {props.saved ? (
        <Alert variant="success" title="Saved">
          {props.saved}
        </Alert>
      ) : null}
    </div>
  );
}
