// The key tool (MISC-02, decision 0122): a provider super user's per-tab switch (sessionStorage,
// off by default; the header's "Key tool" button or Alt+Shift+K) that puts an "Edit text" button
// beside each of the portal's message texts. Editing one saves it for the account acted on, in its
// locale, and the page shows the platform's answer at once; Restore default removes the edit.
// The behaviour is the keyTool machine (machines/portal/keyToolMachine.ts). Its actor lives here,
// above the page, so the switch holds across pages, and is live in #/machines. It is loaded and
// started only for someone who may use the tool (./keyToolActor.tsx): the machine and the schema
// it checks a draft with stay off everybody else's first page (issue 12).
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { KEY_TOOL_FLAG, mayEditMessageTexts } from '../domain/messageTexts';
import type { KeyToolActor } from './keyToolActor';
import type { Profile } from './session/ProfileContext';

interface KeyTool {
  /** The signed-in person may use the tool (a provider super user). */
  allowed: boolean;
  /** The tool's actor, once loaded (only for those allowed). */
  actor: KeyToolActor | undefined;
  toggle(): void;
}

const KeyToolContext = createContext<KeyTool | null>(null);

function readFlag() {
  try {
    return sessionStorage.getItem(KEY_TOOL_FLAG) === 'on';
  } catch {
    return false;
  }
}
function writeFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(KEY_TOOL_FLAG, 'on');
    else sessionStorage.removeItem(KEY_TOOL_FLAG);
  } catch {
    // A browser that keeps no session storage: the switch lasts until the page reloads.
  }
}

type ActorModule = typeof import('./keyToolActor');

export function KeyToolProvider(props: { profile: Profile; children: ReactNode }) {
  const { profile } = props;
  const allowed = mayEditMessageTexts({ roleId: profile.roleId, homeAccountId: profile.homeAccount.id });
  const [loaded, setLoaded] = useState<ActorModule>();
  const [actor, setActor] = useState<KeyToolActor>();
  useEffect(() => {
    if (!allowed || loaded) return;
    let live = true;
    import('./keyToolActor').then((m) => live && setLoaded(m)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [allowed, loaded]);
  // The tab's switch, as it was left (off by default).
  useEffect(() => {
    if (actor && readFlag()) actor.send({ type: 'TURN_ON' });
  }, [actor]);
  const toggle = useCallback(() => {
    if (!allowed || !actor) return;
    const on = !actor.getSnapshot().hasTag('on');
    writeFlag(on);
    actor.send({ type: on ? 'TURN_ON' : 'TURN_OFF' });
  }, [allowed, actor]);
  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyK') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, toggle]);
  const Actor = allowed ? loaded?.KeyToolActorHost : undefined;
  return (
    <KeyToolContext.Provider value={{ allowed, actor, toggle }}>
      {Actor ? <Actor accountId={profile.account.accountId} onReady={setActor} /> : null}
      {props.children}
    </KeyToolContext.Provider>
  );
}

export function useKeyTool(): KeyTool {
  const tool = useContext(KeyToolContext);
  if (!tool) throw new Error('useKeyTool: the key tool is set up by the management shell');
  return tool;
}

const noSubscription = () => () => undefined;

/** The actor's latest snapshot, or undefined while there is no actor (the tool not allowed). */
export function useKeyToolSnapshot(actor: KeyToolActor | undefined) {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot());
}

/** The header's switch: whether to show it, whether it is on, and the toggle. */
export function useKeyToolSwitch() {
  const { allowed, actor, toggle } = useKeyTool();
  const on = useKeyToolSnapshot(actor)?.hasTag('on') ?? false;
  return { allowed: allowed && !!actor, on, toggle };
}
