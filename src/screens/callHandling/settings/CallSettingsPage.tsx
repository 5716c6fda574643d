// #/management/m/callSettings (CALL-07): the account's international calling, seven-digit
// dialing, music on hold, time zone, operator and outbound caller id. Read with
// read:account-settings, changed with update:account-settings (the server checks both).
import { useState } from 'react';
import { getCallFlow } from '../../../api/callHandling/callFlows';
import {
  getAvailableTimeZones,
  getInternationalCalling,
  getOnHoldAudio,
  getPbxSettings,
  getSevenDigitDialing,
  setInternationalCalling,
  setOnHoldAudio,
  setPbxSettings,
  setSevenDigitDialing,
} from '../../../api/callHandling/callSettings';
import { ApiFailure } from '../../../api/failure';
import { allHandled, hasFieldErrors } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type {
  InternationalCalling,
  OnHoldTrack,
  PbxSettings,
  SevenDigitDialing,
} from '../../../domain/schemas/callHandling/callSettings';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { CallSettingsView, type SaveState } from './CallSettingsView';

const SAVED = {
  international: 'International calling is saved.',
  sevenDigit: 'Seven-digit dialing is saved.',
  onHold: 'The music on hold is saved.',
  pbx: 'The time zone and caller id are saved.',
} as const;

export function CallSettingsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const key = (name: string) => ['callSettings', name, accountId];
  const international = useResource(key('international'), (s) => getInternationalCalling(api, accountId, s));
  const sevenDigit = useResource(key('sevenDigit'), (s) => getSevenDigitDialing(api, accountId, s));
  const onHold = useResource(key('onHold'), (s) => getOnHoldAudio(api, accountId, s));
  const pbx = useResource(key('pbx'), (s) => getPbxSettings(api, accountId, s));
  const zones = useResource(['timeZones'], (s) => getAvailableTimeZones(api, s), { handled: allHandled });
  // The operator is one of the account's extensions; without leave to read them, none is offered.
  const flow = useResource(key('flow'), (s) => getCallFlow(api, accountId, s), { handled: allHandled });
  const [saved, setSaved] = useState<Partial<Record<keyof typeof SAVED, boolean>>>({});

  /** A card's save: says it worked, or keeps the field errors beside the card's fields. */
  const saveWith =
    <I,>(name: keyof typeof SAVED, write: (input: I) => Promise<unknown>) =>
    async (input: I) => {
      setSaved((s) => ({ ...s, [name]: false }));
      await write(input);
      setSaved((s) => ({ ...s, [name]: true }));
    };
  const handled = { handled: hasFieldErrors };
  const saves = {
    international: useAction(
      saveWith('international', (v: InternationalCalling) => setInternationalCalling(api, accountId, v)),
      handled,
    ),
    sevenDigit: useAction(
      saveWith('sevenDigit', (v: SevenDigitDialing) => setSevenDigitDialing(api, accountId, v)),
      handled,
    ),
    onHold: useAction(
      saveWith('onHold', (track: OnHoldTrack) => setOnHoldAudio(api, accountId, { track })),
      handled,
    ),
    pbx: useAction(
      saveWith('pbx', (v: PbxSettings) => setPbxSettings(api, accountId, v)),
      handled,
    ),
  };
  const stateOf = (name: keyof typeof SAVED, action: Action<never>): SaveState => ({
    pending: action.pending,
    errors: action.error instanceof ApiFailure ? action.error.errors : [],
    saved: saved[name] && !action.pending ? SAVED[name] : undefined,
  });

  const loaded = international.data && sevenDigit.data && onHold.data && pbx.data;
  return (
    <>
      <PageHeader title={props.title} />
      {!loaded ? (
        [international, sevenDigit, onHold, pbx].some((r) => r.failed) ? null : (
          <LoadingState label="Loading the call settings…" />
        )
      ) : (
        <CallSettingsView
          canEdit={profile.permissions.has('update:account-settings')}
          international={international.data!}
          sevenDigit={sevenDigit.data!}
          onHold={onHold.data!.track}
          pbx={pbx.data!}
          zones={zones.data?.items ?? []}
          extensions={(flow.data?.flow.extensions ?? []).map((x) => ({
            id: x.id,
            label: x.number ? `${x.name} (${x.number})` : x.name,
          }))}
          saves={{
            international: stateOf('international', saves.international as Action<never>),
            sevenDigit: stateOf('sevenDigit', saves.sevenDigit as Action<never>),
            onHold: stateOf('onHold', saves.onHold as Action<never>),
            pbx: stateOf('pbx', saves.pbx as Action<never>),
          }}
          onSaveInternational={(v) => void saves.international.run(v)}
          onSaveSevenDigit={(v) => void saves.sevenDigit.run(v)}
          onSaveOnHold={(t) => void saves.onHold.run(t)}
          onSavePbx={(v) => void saves.pbx.run(v)}
        />
      )}
    </>
  );
}
