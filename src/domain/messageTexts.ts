// The portal's message texts the key tool edits (MISC-02, decision 0116): each text's key and its
// default, in the portal's words. An account's edits (per locale) stand over the defaults; a
// reset removes the edit. The setup guide's texts are the first catalogue.
import { HOME_ACCOUNT_ID } from './accounts';
import { ROLE } from './roles';
import { SETUP_STEPS, type SetupStepId } from './setupGuide';

const stepTexts = Object.fromEntries(
  (Object.entries(SETUP_STEPS) as [SetupStepId, (typeof SETUP_STEPS)[SetupStepId]][]).flatMap(([id, s]) => [
    [`setupGuide.${id}.title`, s.title],
    [`setupGuide.${id}.text`, s.text],
  ]),
);

export const MESSAGE_DEFAULTS: Readonly<Record<string, string>> = {
  'setupGuide.intro': 'Work through these steps to get your account ready to take calls.',
  ...stepTexts,
};

export const isMessageKey = (key: string) => Object.hasOwn(MESSAGE_DEFAULTS, key);

/** The text of a key: the account's edit, else the default. */
export const messageText = (overrides: Readonly<Record<string, string>>, key: string) =>
  overrides[key] ?? MESSAGE_DEFAULTS[key] ?? key;

/** Who edits the portal's texts (the key tool): a provider super user, of the provider's own account. */
export const mayEditMessageTexts = (who: { roleId: number; homeAccountId: number }) =>
  who.roleId === ROLE.SUPERUSER && who.homeAccountId === HOME_ACCOUNT_ID;

/** The per-tab switch of the key tool, in sessionStorage ('on' when set; off by default). */
export const KEY_TOOL_FLAG = 'switchboard.keyTool';
