// Changing the lines of a branding line group (C-494; decisions 0115 and 0123): the group's lines
// (read by id, a handful) in the searchable LinePicker; Save sends the group with its new lines.
import { useEffect, useState } from 'react';
import { changeLineGroup, type LineGroup } from '../../api/branding';
import { getExtension } from '../../api/extensions';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { shownHere, writeStateOf } from '../common/writeState';
import { type ChosenLine, LinePicker, lineLabel } from './LinePicker';

export interface LinesDialogProps {
  accountId: number;
  group: LineGroup;
  onSaved(group: LineGroup): void;
  onCancel(): void;
}

export function LinesDialog(props: LinesDialogProps) {
  const { api } = useSessionContext();
  const { group, accountId } = props;
  const current = useResource(
    ['lineGroupLines', group.id, group.extensionIds],
    (signal) =>
      Promise.all(
        group.extensionIds.map(async (id) => {
          const e = await getExtension(api, id, signal);
          return { id, label: lineLabel(e) };
        }),
      ),
    { handled: allHandled },
  );
  const [chosen, setChosen] = useState<ChosenLine[]>();
  useEffect(() => {
    if (current.data && chosen === undefined) setChosen(current.data);
  }, [current.data, chosen]);
  const save = useAction(
    async (lines: ChosenLine[]) => {
      const saved = await changeLineGroup(api, accountId, group.id, {
        name: group.name,
        description: group.description,
        callerIdName: group.callerIdName,
        extensionIds: lines.map((l) => l.id),
      });
      props.onSaved(saved);
    },
    { handled: shownHere },
  );
  const state = writeStateOf(save, undefined);
  const lineError = state.errors.find((e) => e.field.startsWith('extensionIds'))?.message;
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <Dialog title={`Lines of ${group.name}`}>
        <div className={stack}>
          {state.message ? <Alert variant="error">{state.message}</Alert> : null}
          {current.failed ? (
            <Alert variant="error">The group’s lines did not load. Try again in a moment.</Alert>
          ) : chosen === undefined ? (
            <LoadingState label="Loading the group’s lines…" />
          ) : (
            <LinePicker
              accountId={accountId}
              chosen={chosen}
              onChange={setChosen}
              isDisabled={save.pending}
              errorMessage={lineError}
            />
          )}
        </div>
        <DialogActions>
          <Button variant="secondary" onPress={props.onCancel} isDisabled={save.pending}>
            Cancel
          </Button>
          <Button
            onPress={() => chosen && void save.run(chosen)}
            isPending={save.pending}
            isDisabled={chosen === undefined}
          >
            Save lines
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
