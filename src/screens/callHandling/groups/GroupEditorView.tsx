// A group's form (CALL-02): a call group's name, description, ring strategy, ring time, no-answer
// destination and members in ring order; a paging group's name, description, members and who can
// page; a pickup group's name and members. Props only: the page loads and saves.
import { type FormEvent, useState } from 'react';
import type { CallFlow, Destination } from '../../../domain/schemas/callFlow';
import type { GroupKind } from '../../../domain/schemas/callHandling/groups';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { Link } from '../../../ui/Link';
import { PageHeader } from '../../../ui/PageHeader';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { DestinationField } from '../common/DestinationField';
import { type MemberChoice, MemberListField, type MemberRow } from '../common/MemberListField';
import { groupsHref, STRATEGY_WORDS } from './groupLabels';
import { actions, stack } from './groups.css';

export interface GroupDraft {
  name: string;
  description: string;
  /** A new call or paging group's extension number; blank for the next free one. */
  extension: string;
  strategy: 'ringAll' | 'sequential';
  noAnswerSeconds: string;
  noAnswer: Destination | undefined;
  members: MemberRow[];
}

export const EMPTY_DRAFT: GroupDraft = {
  name: '',
  description: '',
  extension: '',
  strategy: 'ringAll',
  noAnswerSeconds: '30',
  noAnswer: { kind: 'hangup' },
  members: [],
};

export interface GroupEditorViewProps {
  kind: GroupKind;
  /** Undefined for a new group. */
  id?: number;
  title: string;
  initial: GroupDraft;
  /** The account's call flow: the no-answer destination's choices. */
  flow: CallFlow;
  choices: MemberChoice[];
  /** Field errors by field name, from the platform. */
  errors: Record<string, string>;
  /** A refusal that is not about a field. */
  message?: string;
  saving: boolean;
  onSave: (draft: GroupDraft) => void;
}

export function GroupEditorView(props: GroupEditorViewProps) {
  const { kind, errors } = props;
  const [draft, setDraft] = useState(props.initial);
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave(draft);
  };
  const invalid = (field: string) => (errors[field] ? { isInvalid: true, errorMessage: errors[field] } : {});
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      {props.message ? <Alert variant="error">{props.message}</Alert> : null}
      <Form onSubmit={submit} validationErrors={errors}>
        <TextField
          label="Name"
          name="name"
          value={draft.name}
          onChange={(v) => set('name', v)}
          isRequired
          {...invalid('name')}
        />
        {kind !== 'pickup' ? (
          <TextField
            label="Description"
            name="description"
            value={draft.description}
            onChange={(v) => set('description', v)}
            {...invalid('description')}
          />
        ) : null}
        {kind !== 'pickup' && props.id === undefined ? (
          <TextField
            label="Extension number"
            name="extension"
            description="Leave blank for the next free number."
            inputMode="numeric"
            value={draft.extension}
            onChange={(v) => set('extension', v)}
            {...invalid('extension')}
          />
        ) : null}
        {kind === 'call' ? (
          <>
            <SelectField
              label="Ring strategy"
              value={draft.strategy}
              options={Object.entries(STRATEGY_WORDS).map(([value, label]) => ({ value, label }))}
              onChange={(v) => set('strategy', v as GroupDraft['strategy'])}
            />
            <TextField
              label="Ring time (seconds)"
              name="noAnswerSeconds"
              inputMode="numeric"
              value={draft.noAnswerSeconds}
              onChange={(v) => set('noAnswerSeconds', v)}
              {...invalid('noAnswerSeconds')}
            />
            <DestinationField
              label="When no one answers"
              value={draft.noAnswer}
              onChange={(v) => set('noAnswer', v)}
              flow={props.flow}
              self={props.id === undefined ? undefined : { kind: 'group', id: props.id }}
              errorMessage={
                errors.noAnswer ?? errors['noAnswer.id'] ?? errors['noAnswer.number'] ?? errors['']
              }
            />
          </>
        ) : null}
        <MemberListField
          label="Members"
          value={draft.members}
          onChange={(v) => set('members', v)}
          choices={props.choices}
          ordered={kind === 'call'}
          withCanPage={kind === 'paging'}
          errors={errors}
        />
        <div className={actions}>
          <Button type="submit" isPending={props.saving}>
            {props.id === undefined ? 'Create group' : 'Save changes'}
          </Button>
          <Link variant="button" href={groupsHref()}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
