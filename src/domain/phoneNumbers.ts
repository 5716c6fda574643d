// Phone numbers (issue 17): how a number is classified (NUM-06), the statuses and how a status
// search reads (NUM-03), and the sizes of the area (NUM-02, NUM-04). Shared by the server (the
// list, the searches, the bulk jobs) and the portal (the table, the bulk bar), so both sides
// classify a number the same way. Numbers are stored as digits with their country code, no '+'.

/** NUM-06: numbers starting with these are toll-free. */
export const TOLL_FREE_PREFIXES = ['1800', '1833', '1844', '1855', '1866', '1877', '1888'] as const;
/** NUM-06: numbers starting with these are never offered or listed as the account's DIDs. */
export const EXCLUDED_PREFIXES = ['6113', '6118', '6119'] as const;

/** NUM-02: the rows of one page of the numbers list. */
export const NUMBERS_PAGE_SIZE = 750;
/** NUM-04: numbers per batch of a move to another account, when the caller names none. */
export const MOVE_BATCH_DEFAULT = 50;
/** The smallest and largest batch a move may ask for. */
export const MOVE_BATCH_MIN = 1;
export const MOVE_BATCH_MAX = 500;
/** The most numbers one bulk task acts on, chosen by a search (the large account holds 100,000). */
export const NUMBERS_BULK_MAX = 100_000;
/**
 * The most numbers a call may name one by one (a selection ticked across pages, the catalogue's
 * lists, the numbers left out of "all matching"): 10,000 digits strings are about 150 KB, well
 * inside a call's 1 MB body; more are chosen by a search.
 */
export const NUMBERS_LIST_MAX = 10_000;
/** NUM-05: a blank backup (call-forward) number is sent, and stored, as one space. */
export const BLANK_BACKUP_NUMBER = ' ';

/** Only the digits of a number as typed or stored (+1 (800) 555-0100 → 18005550100). */
export const numberDigits = (value: string) => value.replace(/\D/g, '');

/** NUM-06: a toll-free number. */
export const isTollFree = (value: string) => {
  const digits = numberDigits(value);
  return TOLL_FREE_PREFIXES.some((p) => digits.startsWith(p));
};

/** NUM-06: a number the platform leaves out of the account's numbers. */
export const isExcluded = (value: string) => {
  const digits = numberDigits(value);
  return EXCLUDED_PREFIXES.some((p) => digits.startsWith(p));
};

/**
 * The country of a number when its digits say it for certain, else the stored country.
 * NUM-06: 11 digits starting 1999 are US, whatever libphonenumber makes of them.
 */
export const numberCountry = (value: string, stored: string) => {
  const digits = numberDigits(value);
  if (digits.length === 11 && digits.startsWith('1999')) return 'US';
  return stored;
};

/** The statuses a number has (C-351). Those a call-handling service holds are call-related. */
export const NUMBER_STATUSES = [
  'Available',
  'Assigned',
  'Reserved',
  'Porting In',
  'Porting Out',
  'Suspended',
  'Aging',
  'Call Queue',
  'Call Group',
  'Auto Attendant',
  'Conference',
  'Fax',
] as const;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];

/** Statuses held by a call-handling service rather than set by an admin. */
export const CALL_RELATED_STATUSES: readonly NumberStatus[] = [
  'Call Queue',
  'Call Group',
  'Auto Attendant',
  'Conference',
  'Fax',
];

/** The statuses an admin may set with the bulk status change. */
export const SETTABLE_STATUSES: readonly NumberStatus[] = ['Available', 'Reserved', 'Suspended', 'Aging'];

/**
 * NUM-03: a status as a search sends it: call-related values with their spaces as underscores
 * ('Call Queue' → 'Call_Queue'); the others as they are.
 */
export const statusSearchValue = (status: NumberStatus) =>
  CALL_RELATED_STATUSES.includes(status) ? status.replaceAll(' ', '_') : status;

/**
 * NUM-03: the stored statuses a status search matches, in any case, underscores or spaces:
 * 'available' also matches Assigned; an unknown value matches nothing.
 */
export function statusesMatching(search: string): NumberStatus[] {
  const wanted = search.trim().replaceAll('_', ' ').toLowerCase();
  const status = NUMBER_STATUSES.find((s) => s.toLowerCase() === wanted);
  if (!status) return [];
  return status === 'Available' ? ['Available', 'Assigned'] : [status];
}

/** The providers (carriers) a number may come from (C-350). */
export const NUMBER_PROVIDERS = [
  'Switchboard Carrier',
  'Bandwidth',
  'Lumen',
  'Telnyx',
  'BT Wholesale',
  'BYOC',
] as const;
