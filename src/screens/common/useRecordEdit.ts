// A record's edit page: the save (a field error is the form's to show, anything else the page's
// message), the platform's answer that the form starts again from (a new `version` remounts it),
// "saved" until the next change, and the errors under the fields (useFieldErrors). Array fields
// come back as `emails[2]` and are shown under `emails.2`.
import { useMemo, useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { hasFieldErrors } from '../../app/failures';
import { useAction } from '../../app/useAction';
import { useFieldErrors } from './useFieldErrors';

const fieldKey = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

export function useRecordEdit<Body, Answer>(update: (change: Body) => Promise<Answer>) {
  const [answer, setAnswer] = useState<Answer>();
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useAction(
    async (change: Body) => {
      setAnswer(await update(change));
      setVersion((n) => n + 1);
      setSaved(true);
    },
    { handled: hasFieldErrors },
  );
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  // One array per answer, so the form's errors are replaced only when a new answer arrives.
  const serverErrors = useMemo(
    () => failure?.errors.map((e) => ({ field: fieldKey(e.field), message: e.message })),
    [failure],
  );
  const errors = useFieldErrors(serverErrors);
  return {
    /** The last save's answer, to show instead of the record as first read. */
    answer,
    version,
    saved,
    saving: save.pending,
    errorOf: errors.error,
    onChecked: errors.checked,
    /** Fields the person changed: their errors go, and so does "saved". */
    onFieldChanged(fields: readonly string[]) {
      for (const f of fields) errors.changed(f);
      setSaved(false);
    },
    /** A refusal that is not about a field, in words. */
    message: failure && !failure.errors.length ? describeFailure(failure) : undefined,
    onSave: (change: Body) => void save.run(change),
  };
}
