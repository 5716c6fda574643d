// Branding line groups (C-492..C-495; decisions 0115 and 0123): named groups of the account's lines
// that present one caller name. Listed with read:account-settings; added, their lines changed and
// deleted with update:account-settings, the deletion confirmed first. Lines are chosen with the
// searchable LinePicker; fields are checked with the platform's schema.
import { type FormEvent, useState } from 'react';
import { addLineGroup, deleteLineGroup, type LineGroup, listLineGroups } from '../../api/branding';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { brandingLineGroupSchema } from '../../domain/schemas/branding';
import { messagesByField } from '../../domain/schemas/fieldErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { Form } from '../../ui/Form';
import { grid, stack, toolbar } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { shownHere, writeStateOf } from '../common/writeState';
import { type ChosenLine, LinePicker } from './LinePicker';
import { LinesDialog } from './LinesDialog';

const EMPTY = { name: '', callerIdName: '', description: '' };

export function LineGroupsCard(props: { accountId: number; canChange: boolean }) {
  const { api } = useSessionContext();
  const { accountId } = props;
  const groups = useResource(['lineGroups', accountId], (s) => listLineGroups(api, accountId, s), {
    handled: allHandled,
  });
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<string>();
  const [deleting, setDeleting] = useState<LineGroup>();
  const [editing, setEditing] = useState<LineGroup>();
  const [lines, setLines] = useState<ChosenLine[]>([]);
  const add = useAction(
    async (body: typeof EMPTY) => {
      const made = await addLineGroup(api, accountId, { ...body, extensionIds: lines.map((l) => l.id) });
      setDraft(EMPTY);
      setLines([]);
      setSaid(`“${made.name}” is added.`);
      groups.reload();
    },
    { handled: shownHere },
  );
  const remove = useAction(
    async (g: LineGroup) => {
      await deleteLineGroup(api, accountId, g.id);
      setDeleting(undefined);
      setSaid(`“${g.name}” is deleted.`);
      groups.reload();
    },
    { handled: shownHere },
  );
  const state = writeStateOf((add.error ? add : remove) as Action<never>, said);
  const errors = { ...Object.fromEntries(state.errors.map((e) => [e.field, e.message])), ...problems };
  const field = (name: keyof typeof EMPTY, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={draft[name]}
      onChange={(v) => setDraft((d) => ({ ...d, [name]: v }))}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      isRequired={name !== 'description'}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = brandingLineGroupSchema.safeParse({ ...draft, extensionIds: lines.map((l) => l.id) });
    setProblems(checked.success ? {} : messagesByField(checked.error.issues));
    if (checked.success) void add.run(draft);
  };
  return (
    <Card title="Branding line groups">
      <div className={stack}>
        <p>Lines in a group show one caller name, such as your company’s name at the front desk.</p>
        {state.message ? <Alert variant="error">{state.message}</Alert> : null}
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        {groups.failed ? (
          <Alert variant="error">The line groups did not load. Try again in a moment.</Alert>
        ) : (
          <DataTable
            caption="Branding line groups"
            hideCaption
            rows={groups.data?.items ?? []}
            loading={!groups.data}
            loadingText="Loading line groups…"
            emptyText="No line groups yet."
            rowKey={(g) => g.id}
            columns={[
              { key: 'name', header: 'Name' },
              { key: 'callerIdName', header: 'Caller name' },
              { key: 'lines', header: 'Lines', align: 'end', render: (g) => String(g.extensionIds.length) },
              {
                key: 'actions',
                header: 'Actions',
                render: (g) =>
                  props.canChange ? (
                    <div className={toolbar}>
                      <Button
                        variant="secondary"
                        onPress={() => setEditing(g)}
                        aria-label={`Change the lines of ${g.name}`}
                      >
                        Lines
                      </Button>
                      <Button
                        variant="secondary"
                        onPress={() => setDeleting(g)}
                        aria-label={`Delete ${g.name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  ) : null,
              },
            ]}
          />
        )}
        {props.canChange ? (
          <Form onSubmit={submit} aria-label="Add a line group">
            <div className={stack}>
              <div className={grid}>
                {field('name', 'Group name')}
                {field('callerIdName', 'Caller name', 'At most 15 characters.')}
                {field('description', 'Description')}
              </div>
              <LinePicker
                accountId={accountId}
                chosen={lines}
                onChange={setLines}
                isDisabled={add.pending}
                errorMessage={Object.entries(errors).find(([k]) => k.startsWith('extensionIds'))?.[1]}
              />
              <div>
                <Button type="submit" variant="secondary" isDisabled={add.pending}>
                  Add line group
                </Button>
              </div>
            </div>
          </Form>
        ) : null}
      </div>
      {editing ? (
        <LinesDialog
          accountId={accountId}
          group={editing}
          onSaved={(g) => {
            setEditing(undefined);
            setSaid(
              `“${g.name}” has ${g.extensionIds.length} ${g.extensionIds.length === 1 ? 'line' : 'lines'}.`,
            );
            groups.reload();
          }}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title={`Delete ${deleting?.name ?? 'the group'}?`}
        confirmLabel="Delete group"
        variant="danger"
        isPending={remove.pending}
        onConfirm={() => deleting && void remove.run(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        <p>Its lines go back to showing their own caller names.</p>
      </ConfirmDialog>
    </Card>
  );
}
