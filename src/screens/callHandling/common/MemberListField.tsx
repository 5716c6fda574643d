// The members of a queue or group: add from the account's extensions, remove, and (when
// `ordered`) reorder by keyboard (Move up / Move down buttons) or by dragging a row onto another.
// A paging group's members each have a "Can page" checkbox.
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { CheckboxField, SelectField } from '../../../ui/SelectField';
import { fieldError } from '../../../ui/TextField.css';
import { fieldset, legend, member, memberName, members as membersClass } from './members.css';
import { moved, useDragReorder } from './useDragReorder';

export interface MemberChoice {
  id: number;
  label: string;
}

export interface MemberRow {
  id: number;
  canPage?: boolean;
}

export interface MemberListFieldProps {
  label: string;
  value: MemberRow[];
  onChange: (value: MemberRow[]) => void;
  /** The account's extensions a member may be. */
  choices: MemberChoice[];
  /** Ring order matters: offer move up, move down and drag. */
  ordered?: boolean;
  /** Show "Can page" per member. */
  withCanPage?: boolean;
  /** Field errors by field name ('members', 'members[1]'). */
  errors?: Record<string, string>;
  /** What the list is called in field names ('members', 'agents'). */
  field?: string;
  /** Said when the list is empty. */
  emptyText?: string;
  /** The add button's words. */
  addText?: string;
  isDisabled?: boolean;
}

export function MemberListField({
  label,
  value,
  onChange,
  choices,
  ordered,
  withCanPage,
  errors = {},
  field = 'members',
  emptyText = 'No members yet.',
  addText = 'Add member',
  isDisabled,
}: MemberListFieldProps) {
  const [adding, setAdding] = useState('');
  const drag = useDragReorder((from, to) => onChange(moved(value, from, to)), ordered && !isDisabled);
  const nameOf = (id: number) => choices.find((c) => c.id === id)?.label ?? `Extension ${id}`;
  const free = choices.filter((c) => !value.some((m) => m.id === c.id));
  const errorOf = (i: number) =>
    errors[`${field}[${i}]`] ?? errors[`${field}[${i}].extensionId`] ?? errors[`${field}.${i}`];
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{label}</legend>
      {value.length === 0 ? <p>{emptyText}</p> : null}
      <ol className={membersClass} aria-label={label}>
        {value.map((m, i) => {
          const name = nameOf(m.id);
          const dragProps = drag.itemProps(i);
          return (
            <li
              key={m.id}
              {...dragProps}
              className={dragProps.className ? `${member} ${dragProps.className}` : member}
            >
              <span className={memberName}>
                {ordered ? `${i + 1}. ` : ''}
                {name}
              </span>
              {withCanPage ? (
                <CheckboxField
                  label={`${name} can page`}
                  checked={m.canPage === true}
                  onChange={(canPage) => onChange(value.map((x, j) => (j === i ? { ...x, canPage } : x)))}
                />
              ) : null}
              {ordered ? (
                <>
                  <Button
                    variant="secondary"
                    aria-label={`Move up: ${name}`}
                    isDisabled={isDisabled || i === 0}
                    onPress={() => onChange(moved(value, i, i - 1))}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Move down: ${name}`}
                    isDisabled={isDisabled || i === value.length - 1}
                    onPress={() => onChange(moved(value, i, i + 1))}
                  >
                    Move down
                  </Button>
                </>
              ) : null}
              <Button
                variant="secondary"
                aria-label={`Remove: ${name}`}
                isDisabled={isDisabled}
                onPress={() => onChange(value.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
              {errorOf(i) ? (
                <p className={fieldError} role="alert">
                  {errorOf(i)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <SelectField
        label={`Add to ${label.toLowerCase()}`}
        value={adding}
        isDisabled={isDisabled}
        options={[
          { value: '', label: free.length ? 'Choose an extension…' : 'Every extension is a member' },
          ...free.map((c) => ({ value: String(c.id), label: c.label })),
        ]}
        onChange={setAdding}
      />
      <Button
        variant="secondary"
        isDisabled={isDisabled || !adding}
        onPress={() => {
          onChange([...value, { id: Number(adding), ...(withCanPage ? { canPage: false } : {}) }]);
          setAdding('');
        }}
      >
        {addText}
      </Button>
      {errors[field] ? (
        <p className={fieldError} role="alert">
          {errors[field]}
        </p>
      ) : null}
    </fieldset>
  );
}
