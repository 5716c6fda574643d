// The key tool (MISC-02, decision 0122): a provider super user's per-tab switch (sessionStorage,
// off by default; the header's "Key tool" button or Alt+Shift+K) that puts an "Edit text" button
// beside each of the portal's message texts. Editing one saves it for the account acted on, in its
// locale, and the page shows the platform's answer at once; Restore default removes the edit.
// The behaviour is the keyTool machine (machines/portal/keyToolMachine.ts); its actor lives here,
// above the page, so the switch holds across pages, and is live in #/machines.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { keyToolMachine } from '../../machines/portal/keyToolMachine';
import { getMessageTexts, resetMessageText, setMessageText } from '../api/portalSettings';
import { KEY_TOOL_FLAG, MESSAGE_DEFAULTS, mayEditMessageTexts, messageText } from '../domain/messageTexts';
import { MessageTextEdit } from '../screens/common/MessageTextEdit';
import { allHandled } from './failures';
import { registerLiveActor } from './liveActors';
import type { Profile } from './session/ProfileContext';
import { useSessionContext } from './session/SessionContext';
import { useResource } from './useResource';

type KeyToolActor = ReturnType<typeof useActorRef<typeof keyToolMachine>>;

interface KeyTool {
  /** The signed-in person may use the tool (a provider super user). */
  allowed: boolean;
  actor: KeyToolActor;
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

export function KeyToolProvider(props: { profile: Profile; children: ReactNode }) {
  const { api } = useSessionContext();
  const { profile } = props;
  const allowed = mayEditMessageTexts({ roleId: profile.roleId, homeAccountId: profile.homeAccount.id });
  const accountId = useRef(profile.account.accountId);
  accountId.current = profile.account.accountId;
  const actor = useActorRef(
    keyToolMachine.provide({
      actors: {
        save: fromPromise(({ input }) => setMessageText(api, accountId.current, input.key, input.text)),
        restore: fromPromise(({ input }) => resetMessageText(api, accountId.current, input.key)),
      },
    }),
  );
  useEffect(() => registerLiveActor('keyTool', actor), [actor]);
  // The tab's switch, as it was left (off by default).
  useEffect(() => {
    if (allowed && readFlag()) actor.send({ type: 'TURN_ON' });
  }, [allowed, actor]);
  const toggle = useCallback(() => {
    if (!allowed) return;
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
  return (
    <KeyToolContext.Provider value={{ allowed, actor, toggle }}>{props.children}</KeyToolContext.Provider>
  );
}

function useKeyTool(): KeyTool {
  const tool = useContext(KeyToolContext);
  if (!tool) throw new Error('useKeyTool: the key tool is set up by the management shell');
  return tool;
}

/** The header's switch: whether to show it, whether it is on, and the toggle. */
export function useKeyToolSwitch() {
  const { allowed, actor, toggle } = useKeyTool();
  const on = useSelector(actor, (s) => s.hasTag('on'));
  return { allowed, on, toggle };
}

/**
 * The portal's message texts of an account (its edits over the defaults, in its locale), and, while
 * the key tool is on, the affordance to edit each in place: `text(key)` and `edit(key)`.
 */
export function useMessageTexts(accountId: number) {
  const { api } = useSessionContext();
  const { actor } = useKeyTool();
  const loaded = useResource(
    ['messageTexts', accountId],
    (signal) => getMessageTexts(api, accountId, signal),
    {
      // Without them the page shows the defaults.
      handled: allHandled,
    },
  );
  const on = useSelector(actor, (s) => s.hasTag('on'));
  const editingKey = useSelector(actor, (s) => (s.hasTag('editing') ? s.context.key : undefined));
  const draft = useSelector(actor, (s) => s.context.draft);
  const problem = useSelector(actor, (s) => s.context.problem);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const saved = useSelector(actor, (s) => s.context.texts);
  // The text whose editor was open last: focus goes back to its button when the editor closes.
  const lastEdited = useRef<string | undefined>(undefined);
  if (editingKey) lastEdited.current = editingKey;
  if (!on) lastEdited.current = undefined;
  // The answer of the latest save or restore is the freshest there is.
  const items = (saved?.accountId === accountId ? saved.items : loaded.data?.items) ?? [];
  const byKey = new Map(items.map((i) => [i.key, i]));
  const overrides = Object.fromEntries(items.map((i) => [i.key, i.text]));
  const text = (key: string) => messageText(overrides, key);
  const edit = (key: string): ReactNode => {
    if (!on || !(key in MESSAGE_DEFAULTS)) return null;
    const editing = editingKey === key;
    return (
      <MessageTextEdit
        messageKey={key}
        text={text(key)}
        edited={byKey.get(key)?.edited ?? false}
        editing={editing}
        draft={editing ? draft : text(key)}
        problem={editing ? problem : undefined}
        busy={editing && busy}
        failed={editing && failed}
        onEdit={() => actor.send({ type: 'EDIT', key, text: text(key) })}
        onChange={(value) => actor.send({ type: 'CHANGE', text: value })}
        onSave={() => actor.send({ type: 'SAVE' })}
        onRestore={() => actor.send({ type: 'RESTORE' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onRetry={() => actor.send({ type: 'RETRY' })}
        focusOnClose={!editing && lastEdited.current === key}
      />
    );
  };
  // While the tool is off there is no affordance at all.
  return { text, edit: on ? edit : undefined };
}
