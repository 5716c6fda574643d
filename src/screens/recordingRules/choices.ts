// Whom a rule can name, from the account's extensions: users (by their user id), call queues and
// call groups (by their extension id).
import type { Extension } from '../../api/extensions';
import type { RecordingScope } from '../../domain/schemas/recordingRules';

export interface Choice {
  id: number;
  label: string;
}

export type Choices = Record<Exclude<RecordingScope, 'account'>, Choice[]>;

const labelOf = (x: Extension) => `${x.userName} (${x.extension})`;

export function choicesOf(extensions: readonly Extension[]): Choices {
  const people = extensions.filter((x) => x.extensionType === 'Extension' && x.userId !== null);
  const seen = new Set<number>();
  const users: Choice[] = [];
  for (const x of people) {
    if (seen.has(x.userId!)) continue;
    seen.add(x.userId!);
    users.push({ id: x.userId!, label: labelOf(x) });
  }
  const ofType = (type: string) =>
    extensions.filter((x) => x.extensionType === type).map((x) => ({ id: x.deviceKitId, label: labelOf(x) }));
  return {
    users,
    queues: ofType('Call Queue'),
    callGroups: ofType('Call Group'),
  };
}
