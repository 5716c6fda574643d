// A schema's complaints as the platform's field errors (ERR-01): `{ field, message }`, the field
// named by its path (`contactNumbers[0].kind`), one message a field, the first one found. The
// portal's forms and the server read a schema's result the same way, so they say the same words.

export interface FieldError {
  field: string;
  message: string;
}

/** The part of a schema issue this needs (zod's issues have it). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name || 'body';
}

export function fieldErrorsOf(issues: readonly SchemaIssue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The field errors as the forms hold them: a message per field name. */
export function messagesByField(issues: readonly SchemaIssue[]): Record<string, string> {
  return Object.fromEntries(fieldErrorsOf(issues).map((e) => [e.field, e.message]));
}
