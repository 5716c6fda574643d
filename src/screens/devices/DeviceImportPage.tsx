// #/management/m/devices/import: the CSV import of devices as a bulk task (decision 0086), run by
// the bulk task machine (machines/tasks/bulkTaskMachine) through useBulkTask.
import { useMemo, useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { startDeviceImport } from '../../api/devices';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useBulkTask } from '../../app/tasks/useBulkTask';
import { DeviceImportView } from './DeviceImportView';
import { type ParsedDeviceImport, parseDevicesCsv } from './deviceCsv';

export function DeviceImportPage(props: { pollMs?: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const task = useBulkTask(api, profile.account.accountId, startDeviceImport, props.pollMs);
  const [parsed, setParsed] = useState<ParsedDeviceImport & { fileName: string }>();
  const onFile = async (file: File) => {
    const result = parseDevicesCsv(await file.text());
    setParsed({ ...result, fileName: file.name });
    if (!result.fileError) task.prepare(result.devices, result.issues);
  };
  // Every row's name as the file gave it, sent or refused before sending.
  const names = useMemo(
    () =>
      new Map<number, string>([
        ...(parsed?.devices ?? []).map((d): [number, string] => [d.rowNumber, d.name]),
        ...(parsed?.issues ?? []).map((i): [number, string] => [i.rowNumber, i.input?.name ?? '']),
      ]),
    [parsed],
  );
  const startOver = () => {
    setParsed(undefined);
    task.reset();
  };
  return (
    <DeviceImportView
      phase={task.phase}
      canCreate={profile.permissions.has('create:devices')}
      fileName={parsed?.fileName}
      fileError={parsed?.fileError}
      validCount={task.items.length}
      issues={task.issues}
      results={task.results}
      names={names}
      progress={task.progress}
      summary={task.summary}
      error={task.error ? describeFailure(task.error) : undefined}
      onFile={onFile}
      onConfirm={task.confirm}
      onCancel={() => {
        setParsed(undefined);
        task.cancel();
      }}
      onReset={startOver}
    />
  );
}
