// The account's custom tags (NUM-07): the list, a new tag, and a rename (the tagged numbers
// follow). A refusal (a name already taken) is told under the field; Close changes nothing more.
import { useState } from 'react';
import { ApiFailure } from '../../api/failure';
import { type CustomTag, createCustomTag, renameCustomTag } from '../../api/numbers';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAction } from '../../app/useAction';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { actions } from './numbers.css';

const refusal = (e: unknown) => e instanceof ApiFailure && (e.status === 400 || e.status === 409);
const messageOf = (e: unknown) =>
  e instanceof ApiFailure
    ? (e.errors[0]?.message ?? e.message ?? 'The platform refused the name.')
    : undefined;

export interface CustomTagsDialogProps {
  accountId: number;
  tags: readonly CustomTag[];
  onChanged: () => void;
  onClose: () => void;
}

export function CustomTagsDialog(props: CustomTagsDialogProps) {
  const { api } = useSessionContext();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string }>();
  const create = useAction(
    async (n: string) => {
      await createCustomTag(api, props.accountId, { name: n });
      setName('');
      props.onChanged();
    },
    { handled: refusal },
  );
  const rename = useAction(
    async (r: { id: number; name: string }) => {
      await renameCustomTag(api, r.id, { name: r.name });
      setRenaming(undefined);
      props.onChanged();
    },
    { handled: refusal },
  );
  return (
    <Modal isOpen onOpenChange={(open) => open || props.onClose()}>
      <Dialog title="Custom tags">
        <DataTable
          caption="The account's custom tags"
          hideCaption
          rows={props.tags}
          rowKey={(t) => t.id}
          emptyText="No custom tags yet."
          columns={[
            {
              key: 'name',
              header: 'Tag',
              render: (t) =>
                renaming?.id === t.id ? (
                  <Form
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (renaming.name.trim()) void rename.run({ id: t.id, name: renaming.name.trim() });
                    }}
                  >
                    <div className={actions}>
                      <TextField
                        label={`New name for ${t.name}`}
                        autoFocus
                        value={renaming.name}
                        onChange={(v) => setRenaming({ id: t.id, name: v })}
                        isInvalid={!!rename.error}
                        errorMessage={messageOf(rename.error)}
                      />
                      <Button type="submit" isPending={rename.pending}>
                        Save
                      </Button>
                      <Button variant="secondary" onPress={() => setRenaming(undefined)}>
                        Cancel
                      </Button>
                    </div>
                  </Form>
                ) : (
                  t.name
                ),
            },
            {
              key: 'rename',
              header: 'Change',
              render: (t) =>
                renaming?.id === t.id ? null : (
                  <Button
                    variant="quiet"
                    aria-label={`Rename ${t.name}`}
                    onPress={() => {
                      rename.reset();
                      setRenaming({ id: t.id, name: t.name });
                    }}
                  >
                    Rename
                  </Button>
                ),
            },
          ]}
        />
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void create.run(name.trim());
          }}
        >
          <div className={actions}>
            <TextField
              label="New tag"
              value={name}
              onChange={(v) => {
                create.reset();
                setName(v);
              }}
              isInvalid={!!create.error}
              errorMessage={messageOf(create.error)}
            />
            <Button type="submit" isPending={create.pending}>
              Add tag
            </Button>
          </div>
        </Form>
        <DialogActions>
          <Button variant="secondary" onPress={props.onClose}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
