// The export machine (machines/tasks/exportMachine) wired to one family's export calls, and
// named callbacks for ExportProgressView. It knows no area: a report page passes its report
// export calls, the recordings page its bulk download calls (RPT-02, REC-02).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  EXPORT_PHASES,
  type ExportPhase,
  type ExportStatus,
  exportMachineFor,
} from '../../../machines/tasks/exportMachine';
import { registerLiveActor } from '../liveActors';
import { saveFile } from '../saveFile';

export type { ExportPhase, ExportStatus };

/** One family's export calls: start with what to export, its status by id, cancel, the file. */
export interface ExportCalls<Request> {
  start: (request: Request, signal: AbortSignal) => Promise<{ exportId: string }>;
  poll: (exportId: string, signal: AbortSignal) => Promise<ExportStatus>;
  cancel: (exportId: string, signal: AbortSignal) => Promise<unknown>;
  /** The finished file at the location the status gave (fetched with the session's token). */
  download: (url: string) => Promise<Blob>;
}

export function useExport<Request>(calls: ExportCalls<Request>, pollMs = 1000) {
  // The latest calls, so that a page re-rendering with new closures needs no new actor.
  const latest = useRef(calls);
  latest.current = calls;
  const [machine] = useState(() => exportMachineFor<Request>());
  const actor = useActorRef(
    machine.provide({
      actors: {
        start: fromPromise(({ input, signal }) => latest.current.start(input.request as Request, signal)),
        poll: fromPromise(({ input, signal }) => latest.current.poll(input.exportId, signal)),
        cancel: fromPromise(({ input, signal }) => latest.current.cancel(input.exportId, signal)),
      },
      delays: { pollInterval: pollMs },
    }),
  );
  useEffect(() => registerLiveActor('export', actor), [actor]);
  const phase = useSelector(actor, (s): ExportPhase => EXPORT_PHASES.find((p) => s.hasTag(p)) ?? 'idle');
  const context = useSelector(actor, (s) => s.context);
  const [saving, setSaving] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  return useMemo(
    () => ({
      phase,
      progress: context.progress,
      fileName: context.fileName,
      reason: context.reason,
      error: context.error ?? saving.error,
      saving: saving.busy,
      start: (request: Request) => actor.send({ type: 'export.start', request }),
      cancel: () => actor.send({ type: 'export.cancel' }),
      retry: () => actor.send({ type: 'export.retry' }),
      reset: () => actor.send({ type: 'export.reset' }),
      /** Fetches the finished file and hands it to the browser under its name. */
      save: async () => {
        if (!context.url) return;
        setSaving({ busy: true });
        try {
          saveFile(await latest.current.download(context.url), context.fileName ?? 'export');
          setSaving({ busy: false });
        } catch (error) {
          setSaving({ busy: false, error });
        }
      },
    }),
    [phase, context, saving, actor],
  );
}

export type ExportTask = ReturnType<typeof useExport>;
