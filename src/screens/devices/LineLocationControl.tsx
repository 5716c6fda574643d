// A line's emergency location, changed from the device page (issue 19): the account's locations
// from the emergency-locations store (C-052), each with its status. A location still being
// provisioned is refused by the platform with ERR-07's words, shown under the heading 'Error'.
import { useState } from 'react';
import { ApiFailure } from '../../api/failure';
import type { LocationRecord } from '../../api/locations/locations';
import { useAction } from '../../app/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';

export interface LineLocationControlProps {
  sipId: string;
  current: number | null;
  locations: readonly LocationRecord[];
  /** Puts the line on the location; rejects with the platform's refusal. */
  onSave: (locationId: number | null) => Promise<unknown>;
}

const label = (l: LocationRecord) => (l.status === 'provisioned' ? l.name : `${l.name} (being provisioned)`);

export function LineLocationControl(props: LineLocationControlProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(String(props.current ?? ''));
  const save = useAction(
    async (locationId: number | null) => {
      await props.onSave(locationId);
      setOpen(false);
    },
    { handled: (e) => e instanceof ApiFailure && e.status === 400 },
  );
  return (
    <>
      <Button
        variant="secondary"
        aria-label={`Change location of line ${props.sipId}`}
        onPress={() => {
          setPicked(String(props.current ?? ''));
          save.reset();
          setOpen(true);
        }}
      >
        Change location
      </Button>
      <ConfirmDialog
        isOpen={open}
        title="Emergency location of the line"
        confirmLabel="Save"
        isPending={save.pending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void save.run(picked ? Number(picked) : null)}
      >
        <SelectField
          label="Emergency location"
          value={picked}
          onChange={(v) => {
            setPicked(v);
            save.reset();
          }}
          options={[
            { value: '', label: 'None' },
            ...props.locations.map((l) => ({ value: String(l.id), label: label(l) })),
          ]}
        />
        {save.error instanceof ApiFailure ? (
          <Alert variant="error" title="Error">
            {save.error.message}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
