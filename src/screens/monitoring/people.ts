// Who can monitor (users, by user id) and whose calls can be monitored (people's extensions, by
// extension id), from the account's extensions.
import type { Extension } from '../../api/extensions';

export interface Choice {
  id: number;
  label: string;
}

export function peopleOf(extensions: readonly Extension[]): { people: Choice[]; extensions: Choice[] } {
  const own = extensions.filter((x) => x.extensionType === 'Extension' && x.userId !== null);
  const label = (x: Extension) => `${x.userName} (${x.extension})`;
  const seen = new Set<number>();
  const people: Choice[] = [];
  for (const x of own) {
    if (x.userId === null || seen.has(x.userId)) continue;
    seen.add(x.userId);
    people.push({ id: x.userId, label: label(x) });
  }
  return { people, extensions: own.map((x) => ({ id: x.deviceKitId, label: label(x) })) };
}
