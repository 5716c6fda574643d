// The watched extensions' greetings, connected (CALL-03, C-404): the list is the console's, read
// again after each save; a greeting's audio is fetched only when its Play is pressed, through
// the greetings screen's loader and player (the bytes need the session's token).
import { useState } from 'react';
import { getReceptionistGreetings } from '../../../api/callHandling/callFlows';
import { getGreeting } from '../../../api/callHandling/greetings';
import { ApiFailure } from '../../../api/failure';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useAccount } from '../../../app/session/signedInProfile';
import { useResource } from '../../../app/useResource';
import type { CallFlow } from '../../../domain/schemas/callFlow';
import { loadGreeting, useObjectUrl } from '../greetings/GreetingPanel';
import { type CurrentGreeting, CurrentPart } from '../greetings/GreetingPanelView';
import { extensionLabel, greetingKindWords } from './receptionistWords';
import { type WatchedGreetingRow, WatchedGreetingsView } from './WatchedGreetingsView';

const UNREACHABLE = 'The platform could not be reached. Try again in a moment.';

function GreetingPlayback(props: { extensionId: number; greetingKey: string; label: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const { extensionId, greetingKey } = props;
  const audio = useResource(
    ['greeting', accountId, 'extension', extensionId, greetingKey],
    (signal) =>
      loadGreeting(() =>
        getGreeting(api, { accountId, ownerKind: 'extension', ownerId: extensionId, greetingKey }, signal),
      ),
    { handled: allHandled },
  );
  const url = useObjectUrl(audio.data?.blob);
  let current: CurrentGreeting;
  if (audio.failed)
    current = {
      state: 'unavailable',
      message: audio.error instanceof ApiFailure && audio.error.message ? audio.error.message : UNREACHABLE,
    };
  else if (audio.data === null) current = { state: 'none' };
  else if (!audio.data || !url) current = { state: 'loading' };
  else
    current = {
      state: 'ready',
      url,
      contentType: audio.data.blob.type || 'audio/wav',
      byteSize: audio.data.blob.size,
      durationMs: audio.data.durationMs,
    };
  return <CurrentPart current={current} label={props.label} />;
}

export function WatchedGreetings(props: { receptionistId: number; flow: CallFlow; version: number }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const { receptionistId, flow } = props;
  const list = useResource(
    ['receptionistGreetings', accountId, receptionistId, props.version],
    (signal) => getReceptionistGreetings(api, accountId, receptionistId, signal),
    { handled: allHandled },
  );
  const [playingId, setPlayingId] = useState<number>();
  const greetings = list.data;
  const rows: WatchedGreetingRow[] | undefined = greetings?.map((g) => ({
    id: g.id,
    extension: extensionLabel(flow, g.extensionId),
    kind: greetingKindWords(g.greetingKey),
    fileName: g.fileName,
  }));
  const chosen = greetings?.find((g) => g.id === playingId);
  const chosenRow = rows?.find((r) => r.id === playingId);
  return (
    <WatchedGreetingsView
      greetings={rows}
      error={list.failed ? UNREACHABLE : undefined}
      playing={
        chosen && chosenRow
          ? {
              row: chosenRow,
              player: (
                <GreetingPlayback
                  key={chosen.id}
                  extensionId={chosen.extensionId}
                  greetingKey={chosen.greetingKey}
                  label={chosenRow.kind}
                />
              ),
            }
          : undefined
      }
      onPlay={setPlayingId}
    />
  );
}
