// The line picker of a branding line group (decisions 0115 and 0123): the lines chosen, each with
// Remove, and a search of the account's lines on the server (the extension list's keyword: an
// extension number or a name), a page of matches at a time, so an account of thousands of lines
// finds one by typing. A line already chosen is not offered again.
import { useId, useState } from 'react';
import { listExtensions } from '../../api/extensions';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useDebounced } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { Button } from '../../ui/Button';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { plainList } from '../../ui/lists.css';
import { TextField } from '../../ui/TextField';

export interface ChosenLine {
  id: number;
  /** "1001 · Ava Brown". */
  label: string;
}

/** How many matches one search shows. */
export const LINE_MATCHES = 8;

export const lineLabel = (e: { extension: string; userName: string }) =>
  e.userName ? `${e.extension} · ${e.userName}` : e.extension;

export interface LinePickerProps {
  accountId: number;
  chosen: ChosenLine[];
  onChange(chosen: ChosenLine[]): void;
  /** The platform's refusal of a line (extensionIds[n]), told under the picker. */
  errorMessage?: string;
  isDisabled?: boolean;
  debounceMs?: number;
}

export function LinePicker(props: LinePickerProps) {
  const { api } = useSessionContext();
  const id = useId();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), props.debounceMs ?? 300);
  const matches = useResource(
    ['linePicker', props.accountId, keyword],
    (signal) =>
      listExtensions(
        api,
        props.accountId,
        { pageSize: LINE_MATCHES, offset: 0, sortField: 'extension', sortDirection: 'ASC', keyword },
        signal,
      ),
    { handled: allHandled },
  );
  const chosenIds = new Set(props.chosen.map((c) => c.id));
  const offered = (matches.data?.items ?? []).filter((e) => !chosenIds.has(e.deviceKitId));
  const total = matches.data?.total ?? 0;
  return (
    <fieldset className={stack} aria-describedby={props.errorMessage ? `${id}-error` : undefined}>
      <legend>Lines in the group</legend>
      {props.chosen.length ? (
        <ul className={plainList} aria-label="Lines chosen">
          {props.chosen.map((c) => (
            <li key={c.id} className={toolbar}>
              <span>{c.label}</span>
              <Button
                variant="secondary"
                isDisabled={props.isDisabled}
                aria-label={`Remove ${c.label}`}
                onPress={() => props.onChange(props.chosen.filter((x) => x.id !== c.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No lines chosen yet.</p>
      )}
      {props.errorMessage ? (
        <p id={`${id}-error`} role="alert">
          {props.errorMessage}
        </p>
      ) : null}
      <TextField
        label="Find a line"
        description="Type an extension number or a name."
        type="search"
        value={typed}
        onChange={setTyped}
        isDisabled={props.isDisabled}
      />
      <div aria-live="polite" className={muted}>
        {matches.failed
          ? 'The lines could not be searched. Try again in a moment.'
          : !matches.data
            ? 'Searching…'
            : total === 0
              ? keyword
                ? `No line matches “${keyword}”.`
                : 'This account has no lines yet.'
              : total > LINE_MATCHES
                ? `${total} lines match: the first ${LINE_MATCHES} are shown. Type more to narrow them down.`
                : `${total} ${total === 1 ? 'line matches' : 'lines match'}.`}
      </div>
      {offered.length ? (
        <ul className={plainList} aria-label="Matching lines">
          {offered.map((e) => (
            <li key={e.deviceKitId} className={toolbar}>
              <span>{lineLabel(e)}</span>
              <Button
                variant="secondary"
                isDisabled={props.isDisabled}
                aria-label={`Add ${lineLabel(e)}`}
                onPress={() => props.onChange([...props.chosen, { id: e.deviceKitId, label: lineLabel(e) }])}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
