// The setup guide of a new account (MISC-03, decision 0116): its steps, each done or not by the
// account's real data (the platform counts), and the step that opens the desktop application with
// userFrom=setupGuide.

export const SETUP_STEP_IDS = ['users', 'numbers', 'phone', 'mainNumberCallFlow', 'desktopApp'] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

/** What the platform counts for each step (GET .../setupGuide). */
export interface SetupStepState {
  id: SetupStepId;
  done: boolean;
  /** How many the account has of what the step adds. */
  count: number;
}

export interface SetupGuideState {
  accountId: number;
  steps: SetupStepState[];
  /** The account's main number (its first local number), when it has one. */
  mainNumber: string | null;
}

/** Where the desktop application opens from the guide: its link says where the user came from. */
export const DESKTOP_APP_LINK = 'switchboard-desktop://open?userFrom=setupGuide';

export const SETUP_STEPS: Record<SetupStepId, { title: string; text: string; action: string; href: string }> =
  {
    users: {
      title: 'Add your users',
      text: 'Add the people who will make and take calls, besides you.',
      action: 'Open users',
      href: '#/management/m/users',
    },
    numbers: {
      title: 'Get phone numbers',
      text: 'Your account needs at least one phone number for people to call.',
      action: 'Open phone numbers',
      href: '#/management/m/numbers',
    },
    phone: {
      title: 'Set up a phone',
      text: 'Add a desk phone, or a softphone, for someone to answer calls on.',
      action: 'Open devices',
      href: '#/management/m/devices',
    },
    mainNumberCallFlow: {
      title: 'Route your main number',
      text: 'Choose where calls to your main number go: a person, a group, a queue or a receptionist.',
      action: 'Open call flows',
      href: '#/management/m/callFlows',
    },
    desktopApp: {
      title: 'Open the desktop application',
      text: 'Make and take calls from your computer with the Switchboard desktop application.',
      action: 'Open the desktop application',
      href: DESKTOP_APP_LINK,
    },
  };

/** Steps done of all, and whether the guide is complete (the dashboard's card then goes). */
export function setupProgress(steps: readonly SetupStepState[]) {
  const done = steps.filter((s) => s.done).length;
  return { done, total: steps.length, complete: steps.length > 0 && done === steps.length };
}
