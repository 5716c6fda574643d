// Branding line groups (C-492..C-495; decision 0115): named groups of the account's lines that
// present one caller name. Listed with read:account-settings; added and deleted with
// update:account-settings, the deletion confirmed first. Fields are checked with the platform's schema.
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
import { grid, stack } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { shownHere, writeStateOf } from '../common/writeState';

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
  const add = useAction(
    async (body: typeof EMPTY) => {
      const made = await addLineGroup(api, accountId, { ...body, extensionIds: [] });
      setDraft(EMPTY);
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
    const checked = brandingLineGroupSchema.safeParse({ ...draft, extensionIds: [] });
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
                    <Button
                      variant="secondary"
                      onPress={() => setDeleting(g)}
                      aria-label={`Delete ${g.name}`}
                    >
                      Delete
                    </Button>
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
              <div>
                <Button type="submit" variant="secondary" isDisabled={add.pending}>
                  Add line group
                </Button>
              </div>
            </div>
          </Form>
        ) : null}
      </div>
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
