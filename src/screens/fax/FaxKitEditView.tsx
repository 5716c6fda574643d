// A fax line's form (CALL-04): its number, the addresses received faxes are e-mailed to (each
// checked against the account's other lines as soon as it is typed, C-560), the caller id, the
// cover page, the header and how pages are sent. Without the right to change it, the same form is
// shown disabled. Props only: the page loads, checks and saves.
import { type FormEvent, useState } from 'react';
import type { FaxCoverPage, FaxKit, FaxKitBody } from '../../api/fax';
import { formatPhone } from '../../domain/phone';
import { HEADER_TIME_ZONES, MAX_FAX_EMAILS, PAPER_SIZES, RESOLUTIONS } from '../../domain/schemas/fax';
import { emailProblem } from '../../domain/schemas/user';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { fieldError } from '../../ui/TextField.css';
import { RecordFormEnd } from '../common/RecordFormEnd';
import { faxHref } from './faxWords';

type Draft = Omit<FaxKitBody, 'faxNumber' | 'callerId' | 'coverPageId'> & {
  /** Select values: '' for none. */
  faxNumber: string;
  callerId: string;
  coverPageId: string;
};

const draftOf = (k: FaxKit): Draft => ({
  faxNumber: k.faxNumber ?? '',
  emails: [...k.emails],
  callerId: k.callerId ?? '',
  coverPageId: k.coverPageId === null ? '' : String(k.coverPageId),
  headerText: k.headerText,
  paperSize: k.paperSize,
  resolution: k.resolution,
  headerTimeZone: k.headerTimeZone,
});

/** The body sent as typed (blank address rows left out): the platform says what is wrong, field by field. */
const bodyOf = (d: Draft): FaxKitBody => ({
  ...d,
  faxNumber: d.faxNumber || null,
  callerId: d.callerId || null,
  coverPageId: d.coverPageId ? Number(d.coverPageId) : null,
  emails: d.emails.map((e) => e.trim()).filter(Boolean),
});

export interface FaxKitEditViewProps {
  kit: FaxKit;
  /** The account's numbers a line may take (stored form); undefined when they could not be read. */
  numbers: readonly string[] | undefined;
  coverPages: readonly FaxCoverPage[];
  canUpdate: boolean;
  saving: boolean;
  saved: boolean;
  errorOf: (field: string) => string | undefined;
  onFieldChanged: (fields: readonly string[]) => void;
  /** The duplicate check's word on an address (C-560), once asked; undefined while it is free or unasked. */
  duplicateOf: (email: string) => string | undefined;
  onEmailTyped: (email: string) => void;
  message?: string;
  onSave: (change: FaxKitBody) => void;
}

const numberOptions = (numbers: readonly string[] | undefined, current: string) => {
  const all = new Set(numbers ?? []);
  if (current) all.add(current);
  return [...all].sort().map((n) => ({ value: n, label: formatPhone(n) }));
};

function FieldMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p className={fieldError} role="alert">
      {text}
    </p>
  ) : null;
}

export function FaxKitEditView(props: FaxKitEditViewProps) {
  const { errorOf } = props;
  const [draft, setDraft] = useState(() => draftOf(props.kit));
  const set = <K extends keyof Draft>(key: K, value: Draft[K], fields: readonly string[] = [key]) => {
    props.onFieldChanged(fields);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setEmail = (i: number, value: string) =>
    set(
      'emails',
      draft.emails.map((e, j) => (j === i ? value : e)),
      ['emails', `emails.${i}`],
    );
  const disabled = !props.canUpdate || props.saving;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canUpdate) props.onSave(bodyOf(draft));
  };
  return (
    <Card title="Fax line">
      <Form onSubmit={submit}>
        <div>
          <SelectField
            label="Fax number"
            value={draft.faxNumber}
            isDisabled={disabled}
            options={[{ value: '', label: 'None' }, ...numberOptions(props.numbers, draft.faxNumber)]}
            onChange={(v) => set('faxNumber', v)}
          />
          <FieldMessage text={errorOf('faxNumber')} />
        </div>
        <fieldset className={stack}>
          <legend>Received faxes are e-mailed to</legend>
          {draft.emails.length === 0 ? <p className={muted}>No one yet: add an address.</p> : null}
          {draft.emails.map((email, i) => {
            const shown = errorOf(`emails.${i}`) ?? props.duplicateOf(email);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list, edited in place
              <div key={i} className={toolbar}>
                <TextField
                  label={`E-mail address ${i + 1}`}
                  type="email"
                  value={email}
                  onChange={(v) => setEmail(i, v)}
                  onBlur={() => {
                    if (email.trim() && !emailProblem(email.trim())) props.onEmailTyped(email.trim());
                  }}
                  isDisabled={disabled}
                  isInvalid={!!shown}
                  errorMessage={shown}
                />
                {props.canUpdate ? (
                  <Button
                    variant="quiet"
                    aria-label={`Remove e-mail address ${i + 1}`}
                    isDisabled={disabled}
                    onPress={() =>
                      set(
                        'emails',
                        draft.emails.filter((_, j) => j !== i),
                        ['emails', ...draft.emails.map((_, j) => `emails.${j}`)],
                      )
                    }
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            );
          })}
          <FieldMessage text={errorOf('emails')} />
          {props.canUpdate && draft.emails.length < MAX_FAX_EMAILS ? (
            <div>
              <Button
                variant="secondary"
                isDisabled={disabled}
                onPress={() => set('emails', [...draft.emails, ''])}
              >
                Add address
              </Button>
            </div>
          ) : null}
        </fieldset>
        <div>
          <SelectField
            label="Caller id"
            value={draft.callerId}
            isDisabled={disabled}
            options={[
              { value: '', label: 'The fax number' },
              ...numberOptions(props.numbers, draft.callerId),
            ]}
            onChange={(v) => set('callerId', v)}
          />
          <FieldMessage text={errorOf('callerId')} />
        </div>
        <div>
          <SelectField
            label="Cover page"
            value={draft.coverPageId}
            isDisabled={disabled}
            options={[
              { value: '', label: 'None' },
              ...props.coverPages.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
            onChange={(v) => set('coverPageId', v)}
          />
          <FieldMessage text={errorOf('coverPageId')} />
        </div>
        <TextField
          label="Header text"
          description="Printed at the top of every page sent, with the date and time."
          value={draft.headerText}
          onChange={(v) => set('headerText', v)}
          isDisabled={disabled}
          isInvalid={!!errorOf('headerText')}
          errorMessage={errorOf('headerText')}
        />
        <SelectField
          label="Header time zone"
          value={draft.headerTimeZone}
          isDisabled={disabled}
          options={HEADER_TIME_ZONES.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          onChange={(v) => set('headerTimeZone', v as Draft['headerTimeZone'])}
        />
        <SelectField
          label="Paper size"
          value={draft.paperSize}
          isDisabled={disabled}
          options={PAPER_SIZES}
          onChange={(v) => set('paperSize', v as Draft['paperSize'])}
        />
        <SelectField
          label="Resolution"
          value={draft.resolution}
          isDisabled={disabled}
          options={RESOLUTIONS}
          onChange={(v) => set('resolution', v as Draft['resolution'])}
        />
        <RecordFormEnd
          what="the fax line"
          message={props.message}
          saved={props.saved}
          saving={props.saving}
          canUpdate={props.canUpdate}
          backHref={faxHref()}
          backText="Back to fax"
        />
      </Form>
    </Card>
  );
}
