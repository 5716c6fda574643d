// What a write changed in the row its route declared (decision 0106, "Before and after"): the
// access check loaded the row before the handler; the audit loads it again after, and keeps the
// fields that differ. Secrets never enter the audit log: a changed secret shows as changed only.
// A row gone after the write (a delete) keeps what it was.

/** Fields whose values are secrets (hashes, PINs, tokens, keys). */
const SECRET = /password|secret|token|hash|salt|ha1|pin$|pinCode|apiKey/i;
/** Fields every write moves, or that are derived from the others (a user's list line). */
const NOISE = new Set(['updatedAt', 'modifiedAt', 'lastModified', 'listItem']);

const HIDDEN = '(hidden)';

type Row = Record<string, unknown>;

/** A value as the audit log keeps it (JSON): dates as ISO text. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** The changed fields, before and after; undefined when nothing the log shows changed. */
export function changesOf(
  before: Row,
  after: Row | undefined,
): { before: Row; after: Row | null } | undefined {
  if (!after) {
    const kept: Row = {};
    for (const [key, value] of Object.entries(before)) kept[key] = SECRET.test(key) ? HIDDEN : plain(value);
    return { before: kept, after: null };
  }
  const was: Row = {};
  const now: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(key)) continue;
    const a = JSON.stringify(plain(before[key]));
    const b = JSON.stringify(plain(after[key]));
    if (a === b) continue;
    was[key] = SECRET.test(key) ? HIDDEN : plain(before[key]);
    now[key] = SECRET.test(key) ? `${HIDDEN}, changed` : plain(after[key]);
  }
  return Object.keys(was).length ? { before: was, after: now } : undefined;
}
