// The call history of the demo: 30–60 calls per end user (rooms included) over the 30 days
// before the seed ran, from a deterministic PRNG so every seed builds the same calls.
import { ROLE } from '../../../src/domain/roles';
import { callRecords } from '../schema';
import { e164, type Numbering } from './numbering';
import type { Person } from './people';
import type { CallRow, DemoPlan } from './plan';
import type { CustomerSpec } from './tenantTree';
import { chunks, type Tx } from './writing';

/** A small deterministic PRNG (mulberry32), so every seed builds the same tree. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

export type Random = ReturnType<typeof random>;

/** The calls of one customer account's end users; `now` anchors the history. */
export function planCalls(
  plan: DemoPlan,
  c: CustomerSpec,
  num: Numbering,
  people: Person[],
  now: Date,
  rnd: Random,
): void {
  const userDids = new Map(people.map((p) => [p.login, p.did]));
  const dayMs = 24 * 60 * 60 * 1000;
  for (const [u, p] of people.entries()) {
    if (p.roleId !== ROLE.END_USER && p.roleId !== ROLE.END_USER_NO_DASHBOARD) continue;
    const own = e164(userDids.get(p.login)!);
    const colleagues = people.filter((q) => q.login !== p.login);
    const count = rnd.int(30, 60);
    for (let k = 0; k < count; k++) {
      const roll = rnd.next();
      const direction = roll < 0.45 ? 'inbound' : roll < 0.85 ? 'outbound' : 'internal';
      const other =
        direction === 'internal'
          ? e164(userDids.get(rnd.pick(colleagues).login)!)
          : e164(num.external(rnd.int(0, 999)));
      const r = rnd.next();
      const result =
        direction === 'inbound'
          ? r < 0.7
            ? 'answered'
            : r < 0.85
              ? 'missed'
              : r < 0.95
                ? 'voicemail'
                : 'busy'
          : r < 0.85
            ? 'answered'
            : r < 0.95
              ? 'missed'
              : 'busy';
      const durationSeconds =
        result === 'answered' ? rnd.int(15, 1800) : result === 'voicemail' ? rnd.int(8, 90) : 0;
      const startedAt = new Date(now.getTime() - Math.floor(rnd.next() * 30 * dayMs));
      startedAt.setMilliseconds(0);
      plan.calls.push({
        row: {
          accountId: c.id,
          direction,
          fromNumber: direction === 'inbound' ? other : own,
          toNumber: direction === 'inbound' ? own : other,
          startedAt,
          durationSeconds,
          result,
        },
        userLogin: p.login,
        extensionNumber: String(101 + u),
      });
    }
  }
}

/** Inserts the call records. */
export async function insertCallRecords(
  tx: Tx,
  plan: DemoPlan,
  userId: (login: string) => number,
  extensionId: (accountId: number, number: string | undefined) => number | null,
): Promise<void> {
  const callRows: CallRow[] = plan.calls.map((c) => ({
    ...c.row,
    userId: userId(c.userLogin),
    extensionId: extensionId(c.row.accountId, c.extensionNumber),
  }));
  for (const part of chunks(callRows)) await tx.insert(callRecords).values(part);
}
