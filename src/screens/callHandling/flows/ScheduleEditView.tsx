// A schedule (CALL-03): its name and time zone, business hours per weekday (ranges whose end is at
// or before their start run overnight), holidays (a date or several, with optional short-day
// hours), and where calls go when open, closed and on a holiday. Checked with the server's own
// schema before it is sent (checkSchedule); the server's field errors show on their fields, and
// what no field shows (a loop the change would close) above the form. Props only.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { isOvernight } from '../../../domain/callFlow/hours';
import { WEEKDAYS, type Weekday } from '../../../domain/callFlow/zonedTime';
import {
  type CallFlow,
  type Destination,
  RANGES_PER_DAY_MAX,
  WEEKDAY_NAMES,
} from '../../../domain/schemas/callFlow';
import { type ScheduleBody, scheduleBodySchema } from '../../../domain/schemas/callHandling/flows';
import { type FieldError, fieldErrorsOf } from '../../../domain/schemas/fieldErrors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { fieldError } from '../../../ui/TextField.css';
import { DestinationField } from '../common/DestinationField';
import { row, stack } from './flows.css';

export interface RangeDraft {
  start: string;
  end: string;
}

export interface HolidayDraft {
  name: string;
  date: string;
  /** The last day, or '' for a holiday of one day. */
  endDate: string;
  hours: RangeDraft[];
}

export interface ScheduleDraft {
  name: string;
  /** An IANA zone, or '' for the account's. */
  timeZone: string;
  hours: Record<Weekday, RangeDraft[]>;
  holidays: HolidayDraft[];
  open: Destination | undefined;
  closed: Destination | undefined;
  /** Undefined: the closed destination. */
  holiday: Destination | undefined;
}

/** What the form starts from: a schedule as the server answers it, or nothing for a new one. */
export interface ScheduleSource {
  name: string;
  timeZone: string | null;
  hours: Partial<Record<Weekday, readonly RangeDraft[]>>;
  holidays: readonly { name: string; date: string; endDate?: string; hours?: readonly RangeDraft[] }[];
  open: Destination;
  closed: Destination;
  holiday: Destination | null;
}

export const draftOf = (s?: ScheduleSource): ScheduleDraft => ({
  name: s?.name ?? '',
  timeZone: s?.timeZone ?? '',
  hours: Object.fromEntries(
    WEEKDAYS.map((day) => [day, (s?.hours[day] ?? []).map((r) => ({ ...r }))]),
  ) as Record<Weekday, RangeDraft[]>,
  holidays: (s?.holidays ?? []).map((h) => ({
    name: h.name,
    date: h.date,
    endDate: h.endDate ?? '',
    hours: (h.hours ?? []).map((r) => ({ ...r })),
  })),
  open: s?.open,
  closed: s?.closed,
  holiday: s?.holiday ?? undefined,
});

const rangesOf = (ranges: readonly RangeDraft[]) =>
  ranges.map((r) => ({ start: r.start.trim(), end: r.end.trim() }));

/** The body the server takes, as typed (the schema says what is wrong with it). */
export const bodyOf = (d: ScheduleDraft) => ({
  name: d.name,
  timeZone: d.timeZone || null,
  hours: Object.fromEntries(WEEKDAYS.map((day) => [day, rangesOf(d.hours[day])])),
  holidays: d.holidays.map((h) => ({
    name: h.name,
    date: h.date.trim(),
    ...(h.endDate.trim() ? { endDate: h.endDate.trim() } : {}),
    ...(h.hours.length ? { hours: rangesOf(h.hours) } : {}),
  })),
  open: d.open,
  closed: d.closed,
  holiday: d.holiday ?? null,
});

/** The draft checked with the schema the server checks with: the body to send, or the field errors. */
export function checkSchedule(d: ScheduleDraft): { body?: ScheduleBody; errors: FieldError[] } {
  const parsed = scheduleBodySchema.safeParse(bodyOf(d));
  return parsed.success ? { body: parsed.data, errors: [] } : { errors: fieldErrorsOf(parsed.error.issues) };
}

/** 'hours.mon[0].end', 'hours.mon.0.end' and 'hours["mon"][0]["end"]' are the same field. */
export const fieldKey = (field: string) =>
  field.replace(/\[["']?([^\]"']+)["']?\]/g, '.$1').replace(/^\./, '');

/** Whether the form shows a message for this field beside it; the others show above the form. */
export function isShown(key: string, d: ScheduleDraft): boolean {
  const parts = key.split('.');
  const within = (index: string | undefined, length: number) =>
    index !== undefined && /^\d+$/.test(index) && Number(index) < length;
  const range = (rest: string[], length: number) =>
    rest.length === 0 ||
    (within(rest[0], length) &&
      (rest.length === 1 || (rest.length === 2 && ['start', 'end'].includes(rest[1]))));
  const [first, second, ...rest] = parts;
  if (['name', 'timeZone', 'open', 'closed', 'holiday'].includes(first)) return parts.length === 1;
  if (first === 'hours') {
    if (second === undefined) return true;
    const day = WEEKDAYS.find((w) => w === second);
    return !!day && range(rest, d.hours[day].length);
  }
  if (first === 'holidays') {
    if (second === undefined) return true;
    if (!within(second, d.holidays.length)) return false;
    const [field, ...more] = rest;
    if (field === undefined) return true;
    if (['name', 'date', 'endDate'].includes(field)) return more.length === 0;
    return field === 'hours' && range(more, d.holidays[Number(second)].hours.length);
  }
  return false;
}

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export interface ScheduleEditViewProps {
  /** The schedule's id, or undefined for a new one. */
  scheduleId: number | undefined;
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
  /** The account's call flow: the destinations to choose from. */
  flow: CallFlow;
  /** The zones to choose from (getAvailableTimeZones). */
  zones: readonly { id: string; label: string }[];
  /** The form's own check and the server's answer, one message a field. */
  errors: readonly FieldError[];
  saving: boolean;
  onSave: () => void;
  backHref: string;
}

interface RangesProps {
  /** 'Monday hours' or 'Holiday 1 hours': the start of each control's name. */
  what: string;
  /** The field path of the list: 'hours.mon', 'holidays.0.hours'. */
  path: string;
  ranges: RangeDraft[];
  onChange: (ranges: RangeDraft[]) => void;
  /** Weekly ranges may run overnight; a holiday's may not. */
  overnight: boolean;
  error: (field: string) => string | undefined;
  emptyText: string;
}

function RangeRow(props: RangesProps & { index: number; isNew: boolean }) {
  const { what, path, ranges, index: i, error } = props;
  const r = ranges[i];
  const errorId = useId();
  const name = `${what} ${i + 1}`;
  const whole = error(`${path}.${i}`);
  const start = error(`${path}.${i}.start`);
  const end = error(`${path}.${i}.end`);
  const nextDay = props.overnight && TIME.test(r.start.trim()) && TIME.test(r.end.trim()) && isOvernight(r);
  const set = (change: Partial<RangeDraft>) =>
    props.onChange(ranges.map((o, j) => (j === i ? { ...o, ...change } : o)));
  return (
    <li>
      <fieldset
        aria-label={name}
        aria-describedby={whole ? errorId : undefined}
        style={{ border: 0, padding: 0, margin: 0 }}
        className={row}
      >
        <TextField
          label={`${name} start`}
          // A range just added takes the focus, so the keyboard goes on from the button to it.
          autoFocus={props.isNew}
          value={r.start}
          placeholder="09:00"
          onChange={(value) => set({ start: value })}
          isInvalid={!!(start || whole)}
          errorMessage={start}
        />
        <TextField
          label={`${name} end`}
          value={r.end}
          placeholder="17:00"
          onChange={(value) => set({ end: value })}
          isInvalid={!!(end || whole)}
          errorMessage={end}
        />
        {nextDay ? <span>(next day)</span> : null}
        <Button
          variant="secondary"
          aria-label={`Remove ${name}`}
          onPress={() => props.onChange(ranges.filter((_, j) => j !== i))}
        >
          Remove
        </Button>
      </fieldset>
      {whole ? (
        <p id={errorId} className={fieldError} role="alert">
          {whole}
        </p>
      ) : null}
    </li>
  );
}

function Ranges(props: RangesProps) {
  const errorId = useId();
  const [added, setAdded] = useState<number>();
  const listError = props.error(props.path);
  return (
    <>
      {props.ranges.length ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {props.ranges.map((_, i) => (
            // A range is known by its place: removing one moves the others' names with it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the ranges have no id of their own
            <RangeRow key={i} {...props} index={i} isNew={i === added} />
          ))}
        </ul>
      ) : (
        <p>{props.emptyText}</p>
      )}
      {listError ? (
        <p id={errorId} className={fieldError} role="alert">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          aria-label={`Add hours to ${props.what.replace(/ hours$/, '')}`}
          aria-describedby={listError ? errorId : undefined}
          isDisabled={props.ranges.length >= RANGES_PER_DAY_MAX}
          onPress={() => {
            setAdded(props.ranges.length);
            props.onChange([...props.ranges, { start: '', end: '' }]);
          }}
        >
          Add hours
        </Button>
      </div>
    </>
  );
}

export function ScheduleEditView(props: ScheduleEditViewProps) {
  const { draft: d, onChange: set, flow } = props;
  const zoneErrorId = useId();
  const [addedHoliday, setAddedHoliday] = useState<number>();
  const messages = new Map<string, string>();
  for (const e of props.errors) {
    const key = fieldKey(e.field);
    if (!messages.has(key)) messages.set(key, e.message);
  }
  const error = (field: string) => messages.get(field);
  const self =
    props.scheduleId === undefined ? undefined : { kind: 'schedule' as const, id: props.scheduleId };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave();
  };

  const zones =
    props.zones.some((z) => z.id === d.timeZone) || !d.timeZone
      ? props.zones
      : [{ id: d.timeZone, label: d.timeZone }, ...props.zones];
  const zoneError = error('timeZone');
  const fields = (
    <>
      <TextField
        label="Name"
        value={d.name}
        onChange={(name) => set({ ...d, name })}
        isInvalid={!!error('name')}
        errorMessage={error('name')}
      />
      <div>
        <SelectField
          label="Time zone"
          value={d.timeZone}
          options={[
            { value: '', label: 'The account’s time zone' },
            ...zones.map((z) => ({ value: z.id, label: z.label })),
          ]}
          onChange={(timeZone) => set({ ...d, timeZone })}
        />
        {zoneError ? (
          <p id={zoneErrorId} className={fieldError} role="alert">
            {zoneError}
          </p>
        ) : null}
      </div>

      <h2>Business hours</h2>
      <p>
        A day without hours is closed all day. A range whose end is at or before its start runs overnight into
        the next day. Times are HH:MM, like 09:00; 00:00 to 24:00 is the whole day.
      </p>
      {error('hours') ? (
        <p className={fieldError} role="alert">
          {error('hours')}
        </p>
      ) : null}
      {WEEKDAYS.map((day) => (
        <fieldset key={day} style={{ border: 0, padding: 0, margin: 0 }} className={stack}>
          <legend style={{ fontWeight: 500 }}>{WEEKDAY_NAMES[day]}</legend>
          <Ranges
            what={`${WEEKDAY_NAMES[day]} hours`}
            path={`hours.${day}`}
            ranges={d.hours[day]}
            onChange={(ranges) => set({ ...d, hours: { ...d.hours, [day]: ranges } })}
            overnight
            error={error}
            emptyText="Closed all day."
          />
        </fieldset>
      ))}

      <h2>Holidays</h2>
      <p>
        A holiday without hours is closed all day and takes the holiday destination; with hours it is open
        then (a short day). Dates are YYYY-MM-DD, in the schedule’s time zone.
      </p>
      {error('holidays') ? (
        <p className={fieldError} role="alert">
          {error('holidays')}
        </p>
      ) : null}
      {d.holidays.length ? null : <p>No holidays.</p>}
      {d.holidays.map((h, i) => {
        const what = `Holiday ${i + 1}`;
        const path = `holidays.${i}`;
        const change = (c: Partial<HolidayDraft>) =>
          set({ ...d, holidays: d.holidays.map((o, j) => (j === i ? { ...o, ...c } : o)) });
        const whole = error(path);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the holidays have no id of their own
          <fieldset key={i} style={{ border: 0, padding: 0, margin: 0 }} className={stack}>
            <legend style={{ fontWeight: 500 }}>
              {what}
              {h.name.trim() ? `: ${h.name.trim()}` : ''}
            </legend>
            {whole ? (
              <p className={fieldError} role="alert">
                {whole}
              </p>
            ) : null}
            <div className={row}>
              <TextField
                label={`${what} name`}
                autoFocus={i === addedHoliday}
                value={h.name}
                onChange={(name) => change({ name })}
                isInvalid={!!error(`${path}.name`)}
                errorMessage={error(`${path}.name`)}
              />
              <TextField
                label={`${what} date`}
                value={h.date}
                placeholder="2026-12-25"
                onChange={(date) => change({ date })}
                isInvalid={!!error(`${path}.date`)}
                errorMessage={error(`${path}.date`)}
              />
              <TextField
                label={`${what} last day (optional)`}
                value={h.endDate}
                placeholder="2026-12-26"
                onChange={(endDate) => change({ endDate })}
                isInvalid={!!error(`${path}.endDate`)}
                errorMessage={error(`${path}.endDate`)}
              />
            </div>
            <Ranges
              what={`${what} hours`}
              path={`${path}.hours`}
              ranges={h.hours}
              onChange={(hours) => change({ hours })}
              overnight={false}
              error={error}
              emptyText="Closed all day."
            />
            <div>
              <Button
                variant="secondary"
                aria-label={`Remove holiday ${i + 1}`}
                onPress={() => set({ ...d, holidays: d.holidays.filter((_, j) => j !== i) })}
              >
                Remove holiday
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            setAddedHoliday(d.holidays.length);
            set({ ...d, holidays: [...d.holidays, { name: '', date: '', endDate: '', hours: [] }] });
          }}
        >
          Add holiday
        </Button>
      </div>

      <h2>Where calls go</h2>
      <DestinationField
        label="When open"
        value={d.open}
        flow={flow}
        self={self}
        onChange={(open) => set({ ...d, open })}
        errorMessage={error('open')}
      />
      <DestinationField
        label="When closed"
        value={d.closed}
        flow={flow}
        self={self}
        onChange={(closed) => set({ ...d, closed })}
        errorMessage={error('closed')}
      />
      <DestinationField
        label="On a holiday"
        value={d.holiday}
        flow={flow}
        self={self}
        emptyLabel="Same as closed"
        onChange={(holiday) => set({ ...d, holiday })}
        errorMessage={error('holiday')}
      />
    </>
  );
  const above = props.errors.filter((e) => !isShown(fieldKey(e.field), d));
  return (
    <form
      className={stack}
      onSubmit={submit}
      aria-label={props.scheduleId === undefined ? 'New schedule' : `Schedule ${d.name}`}
      noValidate
    >
      {above.map((e) => (
        <Alert key={`${e.field}:${e.message}`} title="This change is refused">
          {e.message}
        </Alert>
      ))}
      {fields}
      <div className={row}>
        <Button type="submit" isDisabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save the schedule'}
        </Button>
        <a href={props.backHref}>Back to call flows</a>
      </div>
    </form>
  );
}
