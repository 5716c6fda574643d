// A rule's field error as the rule dialog shows it.
import type { FieldError } from '../../api/failure';

/** A field's error, by its name in the crud call (`rule.retentionDays`) or alone (`retentionDays`). */
export const fieldError = (errors: readonly FieldError[], field: string) =>
  errors.find((e) => e.field === field || e.field === `rule.${field}`)?.message;
