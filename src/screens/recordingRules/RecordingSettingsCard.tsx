// The account's recording settings (REC-03), props only: whether end users may see the company's
// recordings, and the features of the call recording service (transcription, storage tier, the
// longest retention).
import type { AccountService, FeatureName } from '../../domain/schemas/recordingRules';
import { STORAGE_TIERS } from '../../domain/schemas/recordingRules';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { useFormat } from '../../ui/format/FormatContext';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import type { WriteState } from '../common/writeState';

export interface RecordingSettingsProps {
  endUserAccess: boolean;
  services: readonly AccountService[];
  canEdit: boolean;
  state: WriteState;
  onEndUserAccess: (enabled: boolean) => void;
  onFeature: (featureName: FeatureName, value: unknown) => void;
}

const TIER_NAMES: Record<(typeof STORAGE_TIERS)[number], string> = {
  standard: 'Standard (played at once)',
  archive: 'Archive (cheaper, slower to fetch)',
};

export function RecordingSettingsCard(props: RecordingSettingsProps) {
  const format = useFormat();
  const recording = props.services.find((s) => s.accountServiceId === 'callRecording');
  const value = (name: FeatureName) => recording?.features.find((f) => f.featureName === name)?.value;
  return (
    <Card title="Recording settings">
      <CheckboxField
        label="End users may listen to the company’s recordings, not only their own"
        checked={props.endUserAccess}
        isDisabled={!props.canEdit || props.state.pending}
        onChange={props.onEndUserAccess}
      />
      {recording ? (
        <>
          <CheckboxField
            label="Transcribe recordings"
            checked={value('transcription') === true}
            isDisabled={!props.canEdit || props.state.pending}
            onChange={(on) => props.onFeature('transcription', on)}
          />
          <SelectField
            label="Storage tier"
            value={String(value('storageTier') ?? 'standard')}
            options={STORAGE_TIERS.map((t) => ({ value: t, label: TIER_NAMES[t] }))}
            isDisabled={!props.canEdit || props.state.pending}
            onChange={(v) => props.onFeature('storageTier', v)}
          />
          <p>{`Rules keep recordings for at most ${format.number(Number(value('maxRetentionDays') ?? 3650))} days.`}</p>
        </>
      ) : null}
      {props.state.errors[0] ? <Alert variant="error">{props.state.errors[0].message}</Alert> : null}
      {props.state.message ? <Alert variant="error">{props.state.message}</Alert> : null}
      {props.state.saved ? <Alert variant="success">{props.state.saved}</Alert> : null}
    </Card>
  );
}
