// Destinations as people read and pick them (decision 0091): the kinds in the order a picker
// offers them, the nodes of a kind in the account's flow, and one line naming a destination.
import type { CallFlow, Destination, DestinationKind } from '../../../domain/schemas/callFlow';

export const DESTINATION_KIND_WORDS: Readonly<Record<DestinationKind, string>> = {
  schedule: 'Schedule',
  attendant: 'Auto-attendant',
  queue: 'Call queue',
  group: 'Call group',
  extension: 'Extension',
  voicemail: 'Voicemail',
  outside: 'Outside number',
  hangup: 'Hang up',
};

export const PICKER_KINDS: readonly DestinationKind[] = [
  'attendant',
  'queue',
  'group',
  'extension',
  'voicemail',
  'schedule',
  'outside',
  'hangup',
];

export interface NodeOption {
  id: number;
  label: string;
}

/** The nodes a destination of this kind may name, by name; a voicemail names an extension. */
export function nodesOfKind(flow: CallFlow, kind: DestinationKind): NodeOption[] {
  const named = (items: { id: number; name: string; number?: string }[]) =>
    items
      .map((i) => ({ id: i.id, label: i.number ? `${i.name} (${i.number})` : i.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  switch (kind) {
    case 'schedule':
      return named(flow.schedules);
    case 'attendant':
      return named(flow.attendants);
    case 'queue':
      return named(flow.queues);
    case 'group':
      return named(flow.groups);
    case 'extension':
      return named(flow.extensions);
    case 'voicemail':
      return named(flow.extensions.filter((e) => e.voicemail));
    default:
      return [];
  }
}

/** "Call queue Sales", "Voicemail of Ana (201)", "Outside number +14155550100", "Hang up". */
export function describeDestination(flow: CallFlow, d: Destination | undefined): string {
  if (!d) return 'Not set';
  if (d.kind === 'hangup') return DESTINATION_KIND_WORDS.hangup;
  if (d.kind === 'outside') return `${DESTINATION_KIND_WORDS.outside} ${d.number}`;
  const node = nodesOfKind(flow, d.kind === 'voicemail' ? 'extension' : d.kind).find((n) => n.id === d.id);
  const name = node?.label ?? `#${d.id} (missing)`;
  return d.kind === 'voicemail' ? `Voicemail of ${name}` : `${DESTINATION_KIND_WORDS[d.kind]} ${name}`;
}

/**
 * The destination a picker starts from when its kind changes: the first node of the kind, or id
 * 0 when the account has none (the schema then asks to choose one).
 */
export function firstOfKind(flow: CallFlow, kind: DestinationKind): Destination {
  if (kind === 'hangup') return { kind };
  if (kind === 'outside') return { kind, number: '' };
  return { kind, id: nodesOfKind(flow, kind)[0]?.id ?? 0 } as Destination;
}
