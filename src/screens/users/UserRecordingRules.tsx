// The rules that record this user's calls (C-045, REC-01; decision 0105), read-only on the user's
// page for those who read call recording. Changed on the Recording rules page.
import { listUserRecordingRules } from '../../api/recordingRules';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { RECORDING_DIRECTION_NAMES } from '../../domain/schemas/recordingRules';
import { Card } from '../../ui/Card';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { list } from '../../ui/layout.css';

export function UserRecordingRules(props: { userId: number }) {
  const { api } = useSessionContext();
  const format = useFormat();
  const rules = useResource(
    ['userRecordingRules', props.userId],
    (s) => listUserRecordingRules(api, props.userId, s),
    {
      handled: allHandled,
    },
  );
  return (
    <Card title="Recording">
      {rules.failed ? <p>The rules that record this user did not load.</p> : null}
      {!rules.data && !rules.failed ? <LoadingState label="Loading the recording rules…" /> : null}
      {rules.data?.items.length === 0 ? <p>No rule records this user’s calls.</p> : null}
      {rules.data?.items.length ? (
        <ul className={list}>
          {rules.data.items.map((r) => (
            <li key={r.recordingRuleId}>
              {`${r.name}: ${RECORDING_DIRECTION_NAMES[r.direction].toLowerCase()} calls, kept ${format.number(r.retentionDays)} days${r.enabled ? '' : ' (off)'}`}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
