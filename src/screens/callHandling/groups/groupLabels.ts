// The Groups page's addresses and words (CALL-02).
import type { GroupKind } from '../../../domain/schemas/callHandling/groups';

export const GROUPS_PAGE = 'callGroups';

/** '#/management/m/callGroups', or a group's editor ('call/12', 'paging/new'). */
export const groupsHref = (sub = '') => `#/management/m/${GROUPS_PAGE}${sub ? `/${sub}` : ''}`;

export const KIND_TITLES: Readonly<Record<GroupKind, string>> = {
  call: 'Call groups',
  paging: 'Paging groups',
  pickup: 'Call pickup groups',
};

export const KIND_WORDS: Readonly<Record<GroupKind, string>> = {
  call: 'call group',
  paging: 'paging group',
  pickup: 'pickup group',
};

/** What goes with a group when it is deleted, told before the delete. */
export const DELETE_WORDS: Readonly<Record<GroupKind, string>> = {
  call: 'Its extension and greetings go with it, its members stay, and its numbers become available again.',
  paging: 'Its extension goes with it; its members stay.',
  pickup: 'Its members stay; they no longer answer each other’s calls.',
};

export const STRATEGY_WORDS = {
  ringAll: 'Ring all at once',
  sequential: 'Ring one by one, in order',
} as const;
