// #/management/m/users/import: the CSV import as a bulk task (machines/tasks/bulkTaskMachine).
import { useState } from 'react';
import { startUserImport } from '../../api/bulk';
import { describeFailure } from '../../api/describeFailure';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useBulkTask } from '../../app/tasks/useBulkTask';
import { CSV_TEMPLATE, downloadText, type ParsedImport, parseUsersCsv, resultsCsv } from './csvImport';
import { UserImportView } from './UserImportView';

export function UserImportPage(props: { pollMs?: number }) {
  const { api } = useSessionContext();
  const { account } = useSignedInProfile();
  const task = useBulkTask(api, account.accountId, startUserImport, props.pollMs);
  const [parsed, setParsed] = useState<ParsedImport & { fileName?: string }>();
  const onFile = async (file: File) => {
    const result = parseUsersCsv(await file.text(), account.countryCode);
    setParsed({ ...result, fileName: file.name });
    if (!result.fileError) task.prepare(result.users, result.issues);
  };
  return (
    <UserImportView
      phase={task.phase}
      fileName={parsed?.fileName}
      fileError={parsed?.fileError}
      validCount={task.items.length}
      issues={task.issues}
      onFile={onFile}
      onDownloadTemplate={() => downloadText('users-template.csv', CSV_TEMPLATE)}
      onConfirm={task.confirm}
      onCancel={() => {
        setParsed(undefined);
        task.cancel();
      }}
      progress={{
        progress: task.progress,
        results: task.results,
        summary: task.summary,
        error: task.error ? describeFailure(task.error) : undefined,
        onDownload: parsed
          ? () => downloadText('users-import-results.csv', resultsCsv(parsed.rows, task.results))
          : undefined,
        onReset: () => {
          setParsed(undefined);
          task.reset();
        },
      }}
    />
  );
}
