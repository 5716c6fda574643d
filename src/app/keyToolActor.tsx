// The key tool's actor (decision 0122), in its own chunk: loaded by ./keyTool.tsx only for someone
// who may use the tool. It saves and restores a text for the account acted on at the time.
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { keyToolMachine } from '../../machines/portal/keyToolMachine';
import { resetMessageText, setMessageText } from '../api/portalSettings';
import { registerLiveActor } from './liveActors';
import { useSessionContext } from './session/SessionContext';

export type KeyToolActor = ReturnType<typeof useActorRef<typeof keyToolMachine>>;

export function KeyToolActorHost(props: { accountId: number; onReady(actor: KeyToolActor): void }) {
  const { api } = useSessionContext();
  const accountId = useRef(props.accountId);
  accountId.current = props.accountId;
  const actor = useActorRef(
    keyToolMachine.provide({
      actors: {
        save: fromPromise(({ input }) => setMessageText(api, accountId.current, input.key, input.text)),
        restore: fromPromise(({ input }) => resetMessageText(api, accountId.current, input.key)),
      },
    }),
  );
  const { onReady } = props;
  useEffect(() => onReady(actor), [actor, onReady]);
  useEffect(() => registerLiveActor('keyTool', actor), [actor]);
  return null;
}
