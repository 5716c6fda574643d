// Call recordings for the demo (issue 20, decision 0104): a few hundred across Acme's users and
// queues, some for Britannia, spread over the last thirty days (yesterday's too), sharing a
// handful of synthetic WAVs (server/storage/syntheticAudio.ts: the store makes those files again
// where rows need them, so the seed writes rows only), with transcriptions and comments on some
// and a few in the recycle bin. The large account adds 100,000 rows in one statement.
import { sql } from 'drizzle-orm';
import { SYNTHETIC_FILES, syntheticKey, syntheticSeconds } from '../../storage/syntheticAudio';
import type { DbOrTx } from '../client';
import { recordingComments, recordings, recordingTranscriptions } from '../schema';
import { ACME, BRITANNIA } from './demoSignIns';

/** A WAV's size: its header and two bytes a sample at 8 kHz. */
const sizeOf = (n: number) => 44 + syntheticSeconds(n) * 8000 * 2;

const PHRASES = [
  'Thanks for calling, how can I help you today?',
  'I am calling about my last invoice.',
  'Let me pull up your account.',
  'Could you confirm the postcode on the account?',
  'I can see the order went out on Tuesday.',
  'Would you like me to send a replacement?',
  'Yes please, that would be great.',
  'Is there anything else I can help with?',
  'No, that is everything, thank you.',
  'Have a great day.',
];
const COMMENTS = [
  'Good call: use this one in training.',
  'Customer asked for a callback next week.',
  'Escalated to billing.',
  'Check the refund went through.',
];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row<T> = T[];
const rowsOf = <T>(result: unknown): Row<T> => (result as { rows: T[] }).rows;

export async function insertRecordings(tx: DbOrTx, now: Date): Promise<void> {
  const plans = [
    { name: ACME, count: 300, external: '+1212555', seed: 1 },
    { name: BRITANNIA, count: 60, external: '+44207946', seed: 2 },
  ];
  for (const plan of plans) {
    const people = rowsOf<{ id: number; account_id: number; ext: string; did: string | null }>(
      await tx.execute(sql`
        select u.id, u.account_id, e.extension_number as ext,
               (select min(n.phone_number) from phone_numbers n where n.extension_id = e.id) as did
          from users u
          join accounts a on a.id = u.account_id and a.name = ${plan.name}
          join extensions e on e.user_id = u.id and e.is_default
         order by u.id`),
    );
    const queues = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select q.extension_id as id from call_queues q join accounts a on a.id = q.account_id and a.name = ${plan.name}
         order by q.extension_id`),
    );
    if (people.length === 0) continue;
    const rnd = random(plan.seed);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
    const rows = Array.from({ length: plan.count }, (_, i) => {
      const person = pick(people);
      const file = i % SYNTHETIC_FILES;
      const direction = rnd() < 0.6 ? 'inbound' : rnd() < 0.85 ? 'outbound' : 'internal';
      const external = `${plan.external}${String(Math.floor(rnd() * 10_000)).padStart(4, '0')}`;
      const own = person.did ?? person.ext;
      // A third of the days back are yesterday's, so a newcomer finds a good day of calls.
      const daysBack = i % 3 === 0 ? 1 : Math.floor(rnd() * 30);
      const startedAt = new Date(now.getTime() - daysBack * 86_400_000);
      startedAt.setUTCHours(8 + Math.floor(rnd() * 10), Math.floor(rnd() * 60), Math.floor(rnd() * 60), 0);
      return {
        accountId: person.account_id,
        userId: person.id,
        queueId: direction === 'inbound' && queues.length && rnd() < 0.7 ? pick(queues).id : null,
        direction,
        fromNumber: direction === 'outbound' ? own : external,
        toNumber: direction === 'outbound' ? external : direction === 'internal' ? pick(people).ext : own,
        startedAt,
        durationSeconds: syntheticSeconds(file),
        sizeBytes: sizeOf(file),
        storageKey: syntheticKey(file),
        // A few in the recycle bin.
        trashedAt: i % 40 === 39 ? new Date(now.getTime() - 86_400_000) : null,
      };
    });
    const inserted = await tx.insert(recordings).values(rows).returning({
      id: recordings.id,
      accountId: recordings.accountId,
      userId: recordings.userId,
      seconds: recordings.durationSeconds,
    });
    const transcribed = inserted.filter((_, i) => i % 3 !== 2);
    await tx.insert(recordingTranscriptions).values(
      transcribed.map((r, i) => ({
        recordingId: r.id,
        accountId: r.accountId,
        segments: Array.from({ length: Math.max(2, Math.floor(r.seconds / 4)) }, (_, s) => ({
          startMs: s * 4000 + 300,
          text: PHRASES[(i + s) % PHRASES.length],
        })),
      })),
    );
    const commented = inserted.filter((_, i) => i % 6 === 0);
    await tx.insert(recordingComments).values(
      commented.map((r, i) => ({
        recordingId: r.id,
        accountId: r.accountId,
        authorId: r.userId,
        text: COMMENTS[i % COMMENTS.length],
        createdAt: new Date(now.getTime() - 3_600_000 * (i % 48)),
      })),
    );
  }
  await insertUsage(tx, now, sql`a.name in (${ACME}, ${BRITANNIA})`);
}

/** The usage rows of the accounts `which` picks, from their recordings' sizes. */
async function insertUsage(tx: DbOrTx, now: Date, which: ReturnType<typeof sql>) {
  await tx.execute(sql`
    insert into recording_usage (account_id, bytes, recordings, calculated_at)
    select a.id, coalesce(sum(r.size_bytes), 0), count(r.id), ${now.toISOString()}::timestamptz
      from accounts a left join recordings r on r.account_id = a.id
     where ${which}
     group by a.id
    on conflict (account_id) do update set bytes = excluded.bytes, recordings = excluded.recordings`);
}

/** The large account's 100,000 recordings (`count` fewer when scaled), on its users in turn. */
export async function insertLargeRecordings(tx: DbOrTx, accountId: number, count: number, now: Date) {
  const seconds = Array.from({ length: SYNTHETIC_FILES }, (_, n) => syntheticSeconds(n));
  // Whole numbers as literals: PGlite sends parameters untyped.
  const int = (n: number) => sql.raw(String(Math.trunc(n)));
  const account = int(accountId);
  await tx.execute(sql`
    with people as (
      select id, row_number() over (order by id) - 1 as n from users where account_id = ${account}
    )
    insert into recordings (account_id, user_id, direction, from_number, to_number, started_at,
                            duration_seconds, size_bytes, storage_key)
    select ${account}, p.id,
           case when g % 3 = 0 then 'outbound' else 'inbound' end,
           '+1201555' || lpad((g % 10000)::text, 4, '0'), '+1202555' || lpad(((g * 7) % 10000)::text, 4, '0'),
           ${now.toISOString()}::timestamptz - make_interval(mins => g),
           (${sql.raw(`array[${seconds.join(',')}]`)})[(g % ${SYNTHETIC_FILES}) + 1],
           44 + (${sql.raw(`array[${seconds.join(',')}]`)})[(g % ${SYNTHETIC_FILES}) + 1] * 16000,
           'seed/voice-' || (g % ${SYNTHETIC_FILES}) || '.wav'
      from generate_series(0, ${int(count - 1)}) as g
      join people p on p.n = g % (select count(*) from users where account_id = ${account})`);
  await insertUsage(tx, now, sql`a.id = ${account}`);
}
