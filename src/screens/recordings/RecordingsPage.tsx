// #/management/m/recordings (and the end user's myRecordings): the account's call recordings, or
// the person's own (REC-01), searched with filters, read 100 a page as the table scrolls; one
// opened beside the table with its audio, transcription and comments; the chosen ones downloaded
// as a zip through the export machine (REC-02), moved to the recycle bin, restored or deleted.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiFailure } from '../../api/failure';
import {
  addRecordingComment,
  cancelRecordingZip,
  deleteRecordingsForGood,
  getRecordingAudioUrl,
  getRecordingComments,
  getRecordingUsage,
  getRecordingZip,
  getTranscription,
  listRecycleBin,
  moveToRecycleBin,
  recalculateRecordingUsage,
  restoreRecordings,
  searchRecordings,
  startRecordingZip,
} from '../../api/recording';
import { listUsers } from '../../api/users';
import { allHandled, hasFieldErrors, isNotFound } from '../../app/failures';
import type { PageProps } from '../../app/navigation';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { ExportProgressView } from '../../app/tasks/ExportProgressView';
import { type ExportStatus, useExport } from '../../app/tasks/useExport';
import { useAction } from '../../app/useAction';
import { useDebounced, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import type { BulkDownloadStatus, RecordingFilters, RecordingItem } from '../../domain/schemas/recording';
import { RecordingPanel, wavPeaks } from './RecordingPanel';
import { type Confirming, type RecordingsTab, RecordingsView } from './RecordingsView';
import { getCallQueues } from './recordingOptions';

const PAGE_SIZE = 100;

/** A bulk download's status as the export machine reads it. */
export function exportStatusOf(s: BulkDownloadStatus): ExportStatus {
  if (s.state === 'running') return { state: 'running', done: s.done, total: s.total };
  if (s.state === 'ready') return { state: 'ready', url: s.url, fileName: s.fileName };
  if (s.state === 'cancelled') return { state: 'cancelled' };
  return { state: 'failed', reason: s.reason };
}

export function RecordingsPage(props: PageProps) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const canRead = profile.permissions.has('read:call-recording');
  const canManage = profile.permissions.has('delete:call-recording');
  const canRecount = profile.permissions.has('update:call-recording');

  const [tab, setTab] = useState<RecordingsTab>('recordings');
  const [filterInput, setFilters] = useState<RecordingFilters>({});
  const filters = useDebounced(filterInput, 300);
  const [sort, setSort] = useState<{ field: string; direction: 'ASC' | 'DESC' }>({
    field: 'startedAt',
    direction: 'DESC',
  });
  const queryKey = JSON.stringify([accountId, tab, filters, sort]);
  const list = usePagedList<RecordingItem>(
    (offset, pageSize, signal) => {
      const page = {
        offset,
        pageSize,
        sortField: sort.field as 'startedAt',
        sortDirection: sort.direction,
      };
      return tab === 'bin'
        ? listRecycleBin(api, accountId, filters, page, signal)
        : searchRecordings(api, accountId, filters, page, signal);
    },
    PAGE_SIZE,
    queryKey,
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // A new tab starts the choice again: the bin's rows are not the search's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab is the trigger
  useEffect(() => setChosen(new Set()), [tab]);
  const onToggle = useCallback(
    (id: number) =>
      setChosen((c) => {
        const next = new Set(c);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  // What the filters offer: the account's users and queues, for who reads the company's.
  const users = useResource(
    ['recordingUsers', accountId, canRead],
    async (signal) => {
      if (!canRead) return [];
      const page = await listUsers(
        api,
        accountId,
        { offset: 0, pageSize: 750, sortField: 'lastName' },
        signal,
      );
      return page.items.map((u) => ({ id: u.userId, name: `${u.firstName} ${u.lastName}`.trim() }));
    },
    { handled: allHandled },
  );
  const queues = useResource(
    ['recordingQueues', accountId, canRead],
    (signal) => (canRead ? getCallQueues(api, accountId, signal) : Promise.resolve([])),
    { handled: allHandled },
  );
  const usage = useResource(
    ['recordingUsage', accountId, canRead],
    (signal) => (canRead ? getRecordingUsage(api, accountId, signal) : Promise.resolve(undefined)),
    { handled: allHandled },
  );
  const recount = useAction(() => recalculateRecordingUsage(api, accountId).then(() => usage.reload()));

  // ---- the recording opened ----
  const [open, setOpen] = useState<RecordingItem | undefined>();
  const openId = open?.id;
  const audio = useResource(['recordingAudio', openId], (signal) =>
    openId ? getRecordingAudioUrl(api, openId, signal) : Promise.resolve(undefined),
  );
  const [peaks, setPeaks] = useState<number[] | undefined>();
  const audioUrl = audio.data?.url;
  useEffect(() => {
    setPeaks(undefined);
    if (!audioUrl) return;
    const aborter = new AbortController();
    // The waveform is drawn from the samples themselves; without them the player still plays.
    fetch(audioUrl, { signal: aborter.signal })
      .then((r) => (r.ok ? r.arrayBuffer() : undefined))
      .then((bytes) => setPeaks(bytes ? wavPeaks(bytes) : undefined))
      .catch(() => {});
    return () => aborter.abort();
  }, [audioUrl]);
  const transcription = useResource(
    ['recordingTranscription', openId],
    (signal) => (openId ? getTranscription(api, openId, signal) : Promise.resolve(undefined)),
    { handled: isNotFound },
  );
  const comments = useResource(['recordingComments', openId], (signal) =>
    openId ? getRecordingComments(api, openId, signal) : Promise.resolve(undefined),
  );
  const comment = useAction(
    (text: string) => addRecordingComment(api, openId!, text).then(() => comments.reload()),
    { handled: hasFieldErrors },
  );
  const commentError = comment.error instanceof ApiFailure ? comment.error.errors[0]?.message : undefined;

  // ---- the chosen ones: zip, bin, restore, delete ----
  const ids = useMemo(() => [...chosen], [chosen]);
  const zip = useExport<number[]>({
    start: (request, signal) =>
      startRecordingZip(api, accountId, request, signal).then((r) => ({ exportId: String(r.downloadId) })),
    poll: (exportId, signal) => getRecordingZip(api, accountId, exportId, signal).then(exportStatusOf),
    cancel: (exportId, signal) => cancelRecordingZip(api, accountId, exportId, signal),
    download: (url) => fetch(url).then((r) => r.blob()),
  });
  const [zipCount, setZipCount] = useState(0);
  const [confirming, setConfirming] = useState<Confirming>();
  const [notice, setNotice] = useState<string>();
  const act = useAction(async (kind: 'trash' | 'delete' | 'restore') => {
    if (kind === 'trash') {
      const r = await moveToRecycleBin(api, accountId, ids);
      setNotice(`${r.moved} moved to the recycle bin.`);
    } else if (kind === 'delete') {
      const r = await deleteRecordingsForGood(api, accountId, ids);
      setNotice(`${r.deleted} deleted permanently.`);
      usage.reload();
    } else {
      const r = await restoreRecordings(api, accountId, ids);
      setNotice(`${r.restored} restored.`);
    }
    setChosen(new Set());
    setConfirming(undefined);
    if (open && ids.includes(open.id)) setOpen(undefined);
    list.reload();
  });

  return (
    <RecordingsView
      title={props.title}
      tab={tab}
      canManage={canManage}
      onTab={(t) => {
        setTab(t);
        setOpen(undefined);
        setNotice(undefined);
      }}
      filters={filterInput}
      onFilters={setFilters}
      users={users.data ?? []}
      queues={queues.data ?? []}
      total={list.total}
      failed={list.failed}
      onReload={list.reload}
      rowAt={list.rowAt}
      onRangeChange={list.ensureRange}
      sort={sort}
      onSort={(field) =>
        setSort((s) => ({ field, direction: s.field === field && s.direction === 'DESC' ? 'ASC' : 'DESC' }))
      }
      chosen={chosen}
      onToggle={onToggle}
      onClearChoice={() => setChosen(new Set())}
      onOpen={setOpen}
      openId={openId}
      onZip={() => {
        setZipCount(ids.length);
        zip.start(ids);
      }}
      zipBusy={zip.phase === 'starting' || zip.phase === 'running' || zip.phase === 'cancelling'}
      onTrash={() => setConfirming({ kind: 'trash', count: ids.length })}
      onRestore={() => void act.run('restore')}
      onDeleteForGood={() => setConfirming({ kind: 'delete', count: ids.length })}
      confirming={confirming}
      confirmPending={act.pending}
      onConfirm={() => confirming && void act.run(confirming.kind)}
      onCancelConfirm={() => setConfirming(undefined)}
      usage={usage.data}
      onRecalculate={canRecount ? () => void recount.run() : undefined}
      recalculating={recount.pending}
      notice={notice}
      exportArea={
        <ExportProgressView
          phase={zip.phase}
          what={`${zipCount} recording${zipCount === 1 ? '' : 's'}`}
          progress={zip.progress}
          unit="recordings"
          fileName={zip.fileName}
          failure={zip.reason}
          saving={zip.saving}
          onCancel={zip.cancel}
          onSave={() => void zip.save()}
          onRetry={zip.retry}
          onDismiss={zip.reset}
        />
      }
      panel={
        open && (
          <RecordingPanel
            recording={open}
            audioUrl={audioUrl}
            peaks={peaks}
            transcription={transcription.data}
            transcriptionMissing={transcription.failed}
            comments={comments.data}
            commentPending={comment.pending}
            commentError={commentError}
            onComment={(text) => comment.run(text)}
            onClose={() => setOpen(undefined)}
          />
        )
      }
    />
  );
}
