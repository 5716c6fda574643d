// #/management/m/monitoring (REC-03): call monitoring. Read with read:call-recording, changed with
// update:call-recording. The bulk change is a task (C-555) run by the bulk task machine
// (useBulkTask) and polled by id; the people and extensions come from the account's extensions.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { describeFailure } from '../../api/describeFailure';
import { listExtensions } from '../../api/extensions';
import { changeCallMonitoring, getCallMonitoring, startMonitoringBulk } from '../../api/monitoring';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useBulkTask } from '../../app/tasks/useBulkTask';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { MonitorMode, MonitorPair } from '../../domain/schemas/monitoring';
import { Alert } from '../../ui/Alert';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { MonitoringView } from './MonitoringView';
import { peopleOf } from './people';

/** A row of the bulk change: the task's rows are the extensions, the rest is the same for all. */
interface BulkItem {
  monitorUserId: number;
  extensionId: number;
  mode: MonitorMode | 'none';
}

const startBulk = (api: ApiClient, accountId: number, items: BulkItem[]) =>
  startMonitoringBulk(api, accountId, {
    monitorUserId: items[0].monitorUserId,
    mode: items[0].mode,
    extensionIds: items.map((i) => i.extensionId),
  });

export function MonitoringPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const monitoring = useResource(['monitoring', accountId], (s) => getCallMonitoring(api, accountId, s));
  const extensions = useResource(
    ['monitoring', 'extensions', accountId],
    (s) => listExtensions(api, accountId, { pageSize: 750, offset: 0, sortField: 'extension' }, s),
    { handled: allHandled },
  );
  const bulk = useBulkTask<BulkItem>(api, accountId, startBulk);
  // A finished change is shown in the pairs at once, not only after "Make another change".
  const reloadPairs = monitoring.reload;
  useEffect(() => {
    if (bulk.phase === 'done') reloadPairs();
  }, [bulk.phase, reloadPairs]);
  const [said, setSaid] = useState<string>();
  const write = useAction(
    async (change: { enabled?: boolean; items?: ReturnType<typeof pairsWith> }) => {
      await changeCallMonitoring(api, accountId, change);
      setSaid(
        change.enabled === undefined
          ? 'Monitoring is saved.'
          : `Call monitoring is ${change.enabled ? 'on' : 'off'}.`,
      );
      monitoring.reload();
    },
    { handled: shownHere },
  );
  /** The whole list with one pair changed, or removed when `mode` is undefined. */
  const pairsWith = (pair: MonitorPair, mode: MonitorMode | undefined) =>
    (monitoring.data?.items ?? []).flatMap((p) => {
      const same = p.monitorUserId === pair.monitorUserId && p.extensionId === pair.extensionId;
      if (!same) return [{ monitorUserId: p.monitorUserId, extensionId: p.extensionId, mode: p.mode }];
      return mode ? [{ monitorUserId: p.monitorUserId, extensionId: p.extensionId, mode }] : [];
    });
  const choices = peopleOf(extensions.data?.items ?? []);
  return (
    <>
      <PageHeader title={props.title} />
      {extensions.failed ? (
        <Alert variant="warning">
          The account’s extensions did not load: the change of many is not offered.
        </Alert>
      ) : null}
      {!monitoring.data ? (
        monitoring.failed ? null : (
          <LoadingState label="Loading call monitoring…" />
        )
      ) : (
        <MonitoringView
          monitoring={monitoring.data}
          people={choices.people}
          extensions={choices.extensions}
          canEdit={profile.permissions.has('update:call-recording') && !extensions.failed}
          state={writeStateOf(write as Action<never>, said)}
          onEnabled={(enabled) => void write.run({ enabled })}
          onPair={(pair, mode) => write.run({ items: pairsWith(pair, mode) })}
          bulk={{ ...bulk, error: bulk.error ? describeFailure(bulk.error) : undefined }}
          onBulkStart={(monitorUserId, extensionIds, mode) => {
            bulk.prepare(extensionIds.map((extensionId) => ({ monitorUserId, extensionId, mode })));
            bulk.confirm();
          }}
          onBulkDone={() => {
            bulk.reset();
            monitoring.reload();
          }}
        />
      )}
    </>
  );
}
