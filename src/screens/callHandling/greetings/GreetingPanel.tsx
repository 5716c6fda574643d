// One greeting of one owner, connected (CALL-03): `<GreetingPanel ownerKind ownerId greetingKey
// label />` on any page that owns a greeting (a queue's, a group's, an attendant's). It plays the
// greeting (its bytes fetched with the session's token, shown through an object URL), uploads a
// file checked first by its bytes (the server checks again, REQ-02), and records by phone through
// the recording machine, watched live in #/machines. A recording that is ready is played at once.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  RECORDING_PHASES,
  type RecordingPhase,
  recordingMachine,
} from '../../../../machines/tasks/recordingMachine';
import {
  cancelRecording,
  type GreetingInfo,
  type GreetingOwnerKind,
  getGreeting,
  getRecording,
  startRecording,
  uploadGreeting,
} from '../../../api/callHandling/greetings';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors } from '../../../app/failures';
import { registerLiveActor } from '../../../app/liveActors';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import { wavDurationMs } from '../../../domain/audio';
import { GREETING_RESOURCE, greetingFileProblem } from '../../../domain/schemas/callHandling/greeting';
import { type CurrentGreeting, GreetingPanelView } from './GreetingPanelView';

export interface GreetingPanelProps {
  ownerKind: GreetingOwnerKind;
  /** The extension, group, attendant, queue or tag; none for the account's own announcements. */
  ownerId?: number;
  greetingKey: string;
  /** What the greeting is, e.g. "Welcome greeting". */
  label: string;
  /** The card's heading level where the panel is placed (2 by default). */
  level?: 2 | 3;
}

interface Loaded {
  blob: Blob;
  durationMs?: number;
}

/** The words of a failure for the panel: the platform's message, or a plain one. */
const wordsOf = (error: unknown) =>
  error instanceof ApiFailure && error.message
    ? error.message
    : 'The platform could not be reached. Try again.';

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiFailure ? error.errors.find((e) => e.field === field)?.message : undefined;

/** The greeting's bytes, or null when it has none yet (a 404 is the empty state, not a failure). */
export async function loadGreeting(load: () => Promise<Blob>): Promise<Loaded | null> {
  try {
    const blob = await load();
    const bytes = new Uint8Array(await blob.slice(0, 64 * 1024).arrayBuffer());
    return { blob, durationMs: wavDurationMs(bytes) };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

/** An object URL of a blob for as long as it is shown. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function GreetingPanel(props: GreetingPanelProps) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { ownerKind, ownerId, greetingKey } = props;
  const ref = { accountId, ownerKind, ownerId, greetingKey };
  const resource = GREETING_RESOURCE[ownerKind];
  const canChange = profile.permissions.has(`update:${resource}`);
  // What the portal last saved here: its date and source, which the bytes do not carry.
  const [saved, setSaved] = useState<GreetingInfo>();

  const current = useResource(
    ['greeting', accountId, ownerKind, ownerId, greetingKey],
    (signal) => loadGreeting(() => getGreeting(api, ref, signal)),
    // Shown in the panel ("could not be loaded"), not as a page's failure.
    { handled: () => true },
  );
  const url = useObjectUrl(current.data?.blob);
  const reloadCurrent = current.reload;

  // The upload: the bytes checked here first (the same words as the platform's), then sent.
  const [fileProblem, setFileProblem] = useState<string>();
  const upload = useAction(
    async (file: File) => {
      const problem = await greetingFileProblem(file);
      setFileProblem(problem);
      if (problem) return;
      setSaved(await uploadGreeting(api, ref, file, file.name));
      reloadCurrent();
    },
    { handled: hasFieldErrors },
  );

  // Recording by phone (C-392, C-393), through the recording machine.
  const [phoneNumber, setPhoneNumber] = useState('');
  const actor = useActorRef(
    recordingMachine.provide({
      actors: {
        start: fromPromise(({ input, signal }) =>
          startRecording(
            api,
            accountId,
            { ownerKind, ownerId, greetingKey, phoneNumber: input.phoneNumber },
            signal,
          ),
        ),
        poll: fromPromise(({ input, signal }) => getRecording(api, accountId, input.ticketId, signal)),
        cancel: fromPromise(({ input, signal }) => cancelRecording(api, accountId, input.ticketId, signal)),
      },
    }),
    { input: {} },
  );
  useEffect(() => registerLiveActor('recording', actor), [actor]);
  const phase = useSelector(
    actor,
    (s): RecordingPhase => RECORDING_PHASES.find((p) => s.hasTag(p)) ?? 'idle',
  );
  const context = useSelector(actor, (s) => s.context);
  const recorded = phase === 'ready' ? context.greeting : undefined;
  useEffect(() => {
    if (recorded) {
      setSaved(recorded);
      reloadCurrent();
    }
  }, [recorded, reloadCurrent]);

  let shown: CurrentGreeting;
  if (current.failed) shown = { state: 'unavailable', message: wordsOf(current.error) };
  else if (current.data === null) shown = { state: 'none' };
  else if (!current.data || !url) shown = { state: 'loading' };
  else
    shown = {
      state: 'ready',
      url,
      contentType: current.data.blob.type || saved?.contentType || 'audio/wav',
      byteSize: current.data.blob.size,
      durationMs: current.data.durationMs,
      savedAt: saved?.createdAt,
      source: saved?.source,
    };

  return (
    <GreetingPanelView
      label={props.label}
      level={props.level}
      current={shown}
      canChange={canChange}
      uploading={upload.pending}
      uploadError={
        fileProblem ?? fieldError(upload.error, 'file') ?? (upload.error ? wordsOf(upload.error) : undefined)
      }
      onFile={(file) => void upload.run(file)}
      recording={{
        phase,
        phoneNumber: context.phoneNumber && phase !== 'idle' ? context.phoneNumber : phoneNumber,
        phoneError: phase === 'failed' ? fieldError(context.error, 'phoneNumber') : undefined,
        failure:
          phase === 'failed'
            ? (context.reason ?? (context.error ? wordsOf(context.error) : undefined))
            : undefined,
      }}
      onPhoneNumber={(text) => {
        setPhoneNumber(text);
        if (phase === 'failed') actor.send({ type: 'record.reset' });
      }}
      onRecord={() => {
        if (phase !== 'idle') actor.send({ type: 'record.reset' });
        actor.send({ type: 'record.start', phoneNumber: phoneNumber.trim() });
      }}
      onCancelRecording={() => actor.send({ type: 'record.cancel' })}
      onRetryRecording={() => actor.send({ type: 'record.retry' })}
      onResetRecording={() => actor.send({ type: 'record.reset' })}
    />
  );
}
