// A receptionist console's form (CALL-03): its name, the receptionist's own extension, the
// extensions it watches in display order (added, removed and moved by keyboard or by dragging)
// and where a call goes when the receptionist does not answer. Without the right to change it,
// the same form is shown disabled, with no Save. Props only: the page loads and saves.
import { type FormEvent, useState } from 'react';
import type { ReceptionistConsole } from '../../../api/callHandling/callFlows';
import type { CallFlow, Destination } from '../../../domain/schemas/callFlow';
import type { ReceptionistBody } from '../../../domain/schemas/callHandling/flows';
import { Card } from '../../../ui/Card';
import { Form } from '../../../ui/Form';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { fieldError } from '../../../ui/TextField.css';
import { RecordFormEnd } from '../../common/RecordFormEnd';
import { DestinationField } from '../common/DestinationField';
import { MemberListField } from '../common/MemberListField';
import { extensionChoices, receptionistsHref } from './receptionistWords';

/** The fields a destination's errors may name; all are shown under the one destination field. */
export const NO_ANSWER_FIELDS = ['noAnswer', 'noAnswer.kind', 'noAnswer.id', 'noAnswer.number'];

interface Draft {
  name: string;
  /** The receptionist's extension id as the select holds it; '' for none. */
  extensionId: string;
  monitored: number[];
  noAnswer: Destination | undefined;
}

const draftOf = (c: ReceptionistConsole): Draft => ({
  name: c.name,
  extensionId: c.extensionId === null ? '' : String(c.extensionId),
  monitored: [...c.monitored],
  noAnswer: c.noAnswer ?? undefined,
});

/** The body sent as typed: the platform's schema says what is wrong with it, field by field. */
const bodyOf = (d: Draft): ReceptionistBody => ({
  name: d.name,
  extensionId: d.extensionId === '' ? null : Number(d.extensionId),
  monitored: d.monitored,
  noAnswer: d.noAnswer ?? null,
});

export interface ReceptionistEditViewProps {
  console: ReceptionistConsole;
  /** The account's call flow: the extensions and destinations to choose from. */
  flow: CallFlow;
  canUpdate: boolean;
  saving: boolean;
  /** The last save worked and nothing was changed since. */
  saved: boolean;
  /** The error under a field now (the platform's, until the field is changed). */
  errorOf: (field: string) => string | undefined;
  onFieldChanged: (fields: readonly string[]) => void;
  /** A refusal that names no field. */
  message?: string;
  onSave: (change: ReceptionistBody) => void;
}

export function ReceptionistEditView(props: ReceptionistEditViewProps) {
  const { flow, errorOf } = props;
  const [draft, setDraft] = useState(() => draftOf(props.console));
  const set = <K extends keyof Draft>(key: K, value: Draft[K], fields: readonly string[] = [key]) => {
    props.onFieldChanged(fields);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const choices = extensionChoices(flow);
  // A watched extension the flow no longer has is still listed, by its id, so it can be removed.
  for (const id of draft.monitored)
    if (!choices.some((c) => c.id === id)) choices.push({ id, label: `Extension ${id}` });
  const watchedErrors = Object.fromEntries(
    ['monitored', ...draft.monitored.map((_, i) => `monitored.${i}`)].flatMap((f) => {
      const message = errorOf(f);
      return message ? [[f, message]] : [];
    }),
  );
  const noAnswerError = NO_ANSWER_FIELDS.map(errorOf).find(Boolean);
  const disabled = !props.canUpdate || props.saving;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canUpdate) props.onSave(bodyOf(draft));
  };
  return (
    <Card title="Console">
      <Form onSubmit={submit}>
        <TextField
          label="Name"
          value={draft.name}
          onChange={(v) => set('name', v)}
          isDisabled={disabled}
          isInvalid={!!errorOf('name')}
          errorMessage={errorOf('name')}
        />
        <div>
          <SelectField
            label="Receptionist’s extension"
            value={draft.extensionId}
            isDisabled={disabled}
            options={[
              { value: '', label: 'None' },
              ...choices.map((c) => ({ value: String(c.id), label: c.label })),
            ]}
            onChange={(v) => set('extensionId', v)}
          />
          {errorOf('extensionId') ? (
            <p className={fieldError} role="alert">
              {errorOf('extensionId')}
            </p>
          ) : null}
        </div>
        <MemberListField
          label="Watched extensions"
          field="monitored"
          ordered
          value={draft.monitored.map((id) => ({ id }))}
          onChange={(rows) =>
            set(
              'monitored',
              rows.map((r) => r.id),
              ['monitored', ...draft.monitored.map((_, i) => `monitored.${i}`)],
            )
          }
          choices={choices}
          errors={watchedErrors}
          emptyText="No extensions watched yet: the console shows only the receptionist’s own calls."
          addText="Add extension"
          isDisabled={disabled}
        />
        <DestinationField
          label="When the receptionist does not answer"
          value={draft.noAnswer}
          onChange={(v) => set('noAnswer', v, NO_ANSWER_FIELDS)}
          flow={flow}
          isDisabled={disabled}
          errorMessage={noAnswerError}
        />
        <RecordFormEnd
          what="the console"
          message={props.message}
          saved={props.saved}
          saving={props.saving}
          canUpdate={props.canUpdate}
          backHref={receptionistsHref()}
          backText="Back to the receptionist consoles"
        />
      </Form>
    </Card>
  );
}
