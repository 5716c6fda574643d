// The errors under a form's fields: the form's own checks (set on each submit) and the
// platform's field errors (from its last answer). A field's error goes as soon as the field is
// changed, and the next submit or answer shows the errors of then, so no message stays under a
// field that has been put right.
import { useState } from 'react';

export interface FieldMessage {
  field: string;
  message: string;
}

export function useFieldErrors(
  serverErrors: readonly FieldMessage[] | undefined,
  fieldOf: Record<string, string> = {},
) {
  const [own, setOwn] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  // A new answer from the platform shows all of its errors, even under fields changed before it.
  const [answer, setAnswer] = useState(serverErrors);
  if (answer !== serverErrors) {
    setAnswer(serverErrors);
    setChanged(new Set());
  }
  const server: Record<string, string> = {};
  for (const e of serverErrors ?? []) server[fieldOf[e.field] ?? e.field] ??= e.message;
  return {
    /** The message under `field` now, if any. */
    error: (field: string): string | undefined =>
      own[field] ?? (changed.has(field) ? undefined : server[field]),
    /** The person changed `field`: its error goes until the next submit or answer. */
    changed(field: string) {
      if (own[field] !== undefined) setOwn(({ [field]: _gone, ...rest }) => rest);
      if (!changed.has(field)) setChanged((s) => new Set(s).add(field));
    },
    /** A submit's checks: these replace every error the form found before. */
    checked(found: Record<string, string>) {
      setOwn(found);
    },
  };
}
