// A recording rule in words, for its row and its confirmation.
import { RECORDING_SCOPE_NAMES, type RecordingRule } from '../../domain/schemas/recordingRules';

/** Whose calls a rule records: "Every call of the account", or the names it holds. */
export function whoText(rule: RecordingRule): string {
  if (rule.scope === 'account') return RECORDING_SCOPE_NAMES.account;
  const names = rule.targets.map((t) => (t.extension ? `${t.name} (${t.extension})` : t.name));
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}
