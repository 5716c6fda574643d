// The portal's message texts of an account, and, while the key tool is on, the affordance to edit
// each in place (MISC-02, MISC-03; decision 0122). Apart from ./keyTool.tsx so that the editor's
// markup loads with the pages that show message texts, not with every page.
import { type ReactNode, useRef } from 'react';
import { getMessageTexts } from '../api/portalSettings';
import { MESSAGE_DEFAULTS, messageText } from '../domain/messageTexts';
import { MessageTextEdit } from '../screens/common/MessageTextEdit';
import { allHandled } from './failures';
import { useKeyTool, useKeyToolSnapshot } from './keyTool';
import { useSessionContext } from './session/SessionContext';
import { useResource } from './useResource';

/** `text(key)` reads a text (the account's edit over the default); `edit(key)` its editor, when on. */
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
  const snapshot = useKeyToolSnapshot(actor);
  const on = snapshot?.hasTag('on') ?? false;
  const editingKey = snapshot?.hasTag('editing') ? snapshot.context.key : undefined;
  const draft = snapshot?.context.draft ?? '';
  const problem = snapshot?.context.problem;
  const busy = snapshot?.hasTag('busy') ?? false;
  const failed = snapshot?.hasTag('failed') ?? false;
  const saved = snapshot?.context.texts;
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
    if (!actor || !on || !(key in MESSAGE_DEFAULTS)) return null;
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
