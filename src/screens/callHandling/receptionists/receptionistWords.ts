// The receptionist consoles' addresses and words (CALL-03, decision 0098).
import type { CallFlow } from '../../../domain/schemas/callFlow';

export const RECEPTIONISTS_PAGE = 'receptionists';

/** '#/management/m/receptionists', or a console's page ('12'). */
export const receptionistsHref = (sub: string | number = '') =>
  `#/management/m/${RECEPTIONISTS_PAGE}${sub === '' ? '' : `/${sub}`}`;

/** Said where the list is empty: there is no create here, so say where consoles come from. */
export const NO_CONSOLES =
  'Consoles come with the account’s receptionist licences: each licence adds one here, ready to set up.';

/** An extension as the forms name it: "Ana Lopez (201)", or its id when the flow has no such one. */
export function extensionLabel(flow: CallFlow, id: number): string {
  const e = flow.extensions.find((x) => x.id === id);
  if (!e) return `Extension ${id}`;
  return e.number ? `${e.name} (${e.number})` : e.name;
}

/** The account's people's extensions, by label: the choices of every picker on the page. */
export const extensionChoices = (flow: CallFlow) =>
  flow.extensions
    .map((e) => ({ id: e.id, label: extensionLabel(flow, e.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));

const GREETING_KINDS: Readonly<Record<string, string>> = {
  main: 'Main greeting',
  busy: 'Busy greeting',
  unavailable: 'Unavailable greeting',
  afterHours: 'After-hours greeting',
  name: 'Recorded name',
  hold: 'On-hold message',
};

/** A greeting key as people read it; a key of the account's own making is shown as it is. */
export const greetingKindWords = (key: string) => GREETING_KINDS[key] ?? `Greeting “${key}”`;
