// The delete preview (decision 0077) in words a person reads: what goes with the user, what stays
// (kept, with the user's reference emptied) and why the delete cannot go ahead. Tables the words
// do not know yet are shown by their name, so that a table added later is never hidden.
import type { UserDeleteImpact } from '../../api/users';

export interface DeleteImpactWords {
  /** "2 extensions", "3 phone book entries". */
  goes: string[];
  /** "numbers: 1 goes back to the account as available". */
  stays: string[];
  /** Why the delete is refused; empty when it may go ahead. */
  blocks: string[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deleted with the user: the thing, one and many. */
const GOES: Record<string, [string, string]> = {
  extensions: ['extension', 'extensions'],
  phonebook_records: ['phone book entry', 'phone book entries'],
  contact_numbers: ['contact number', 'contact numbers'],
  role_memberships: ['role membership', 'role memberships'],
  user_security_settings: ['set of security settings', 'sets of security settings'],
  sessions: ['sign-in session', 'sign-in sessions'],
  auth_tokens: ['sign-in token', 'sign-in tokens'],
  authorization_codes: ['pending sign-in code', 'pending sign-in codes'],
};

/** Kept without the user: what they are, and what happens to one and to many. */
const STAYS: Record<string, [string, string, string]> = {
  phone_numbers: ['numbers', 'goes back to the account as available', 'go back to the account as available'],
  devices: ['devices', 'stays unassigned', 'stay unassigned'],
  lines: ['device lines', 'stays, without its extension', 'stay, without their extension'],
  call_records: ['call history', 'record stays, without the user', 'records stay, without the user'],
  outbox: ['e-mails', 'stays in the sent record', 'stay in the sent record'],
  bulk_tasks: ['bulk jobs they started', 'stays', 'stay'],
};

/** Refusing the delete: what the person does first. */
const BLOCKS: Record<string, (n: number) => string> = {
  child_access_grants: (n) =>
    `They gave access that still stands (${count(n, 'grant', 'grants')} to managed accounts): revoke it first.`,
  account_trusts: (n) =>
    `They added a trust that still stands (${count(n, 'trusted account', 'trusted accounts')}): remove it first.`,
};

export function deleteImpactWords(impact: Pick<UserDeleteImpact, 'deleted' | 'detached' | 'blockedBy'>) {
  const words: DeleteImpactWords = { goes: [], stays: [], blocks: [] };
  for (const [table, n] of Object.entries(impact.deleted)) {
    if (table === 'users') continue; // the user themselves
    const known = GOES[table];
    words.goes.push(known ? count(n, ...known) : `${table}: ${n}`);
  }
  for (const [table, n] of Object.entries(impact.detached)) {
    const known = STAYS[table];
    words.stays.push(known ? `${known[0]}: ${n} ${n === 1 ? known[1] : known[2]}` : `${table}: ${n} kept`);
  }
  for (const [table, n] of Object.entries(impact.blockedBy)) {
    const known = BLOCKS[table];
    words.blocks.push(known ? known(n) : `${table}: ${n} still refer to the user: remove them first.`);
  }
  return words;
}
