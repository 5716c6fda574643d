// The demo's greetings (CALL-03, decision 0096): every call queue's welcome and every
// auto-attendant's menu have a main greeting a newcomer can play, a short tone made in code (no
// audio file is shipped). The menu was recorded by phone a week before: its ticket is there,
// ready, naming the greeting it became. Set-based, one statement each.
import { sql } from 'drizzle-orm';
import { toneWav, wavDurationMs } from '../../../src/domain/audio';
import type { DbOrTx } from '../client';

/** The bytes as base64 text, decoded by the database (decision 0096: PGlite takes it far faster). */
const audioOf = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;

export async function insertGreetings(tx: DbOrTx, now: Date): Promise<void> {
  const recordedAt = new Date(now.getTime() - 7 * 24 * 3600 * 1000).toISOString();
  const welcome = toneWav(1, 392);
  await tx.execute(sql`
    insert into greetings (account_id, owner_kind, owner_id, greeting_key, file_name, content_type,
                           byte_size, duration_ms, audio, source, created_at)
    select q.account_id, 'callQueue', q.extension_id, 'main', 'Welcome.wav', 'audio/wav',
           ${welcome.length}, ${wavDurationMs(welcome) ?? null}, ${audioOf(welcome)}, 'upload',
           ${recordedAt}::timestamptz
      from call_queues q
     order by q.account_id, q.extension_id`);
  const menu = toneWav(1.5, 440);
  await tx.execute(sql`
    insert into greetings (account_id, owner_kind, owner_id, greeting_key, file_name, content_type,
                           byte_size, duration_ms, audio, source, created_at)
    select a.account_id, 'autoAttendant', a.extension_id, 'main', 'recording-menu.wav', 'audio/wav',
           ${menu.length}, ${wavDurationMs(menu) ?? null}, ${audioOf(menu)}, 'phone',
           ${recordedAt}::timestamptz
      from auto_attendants a
     order by a.account_id, a.extension_id`);
  // The call that recorded it went to the account's first person's number.
  await tx.execute(sql`
    insert into audio_recordings (account_id, owner_kind, owner_id, greeting_key, call_number, status,
                                  ready_at, greeting_id, created_at)
    select g.account_id, g.owner_kind, g.owner_id, g.greeting_key,
           coalesce((select '+' || n.phone_number
                       from phone_numbers n join extensions e on e.id = n.extension_id
                      where n.account_id = g.account_id and e.extension_type = 'Extension'
                      order by n.phone_number limit 1), '+14155550100'),
           'ready', g.created_at, g.id, g.created_at - interval '8 seconds'
      from greetings g
     where g.owner_kind = 'autoAttendant'
     order by g.account_id, g.id`);
}
