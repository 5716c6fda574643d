// One large customer account for performance work: 100,000 phone numbers, 5,000 users, one
// extension per user, 5,000 devices with a line each and 1,000,000 calls over 13 months,
// written with set-based SQL.
import { eq, sql } from 'drizzle-orm';
import { TOLL_FREE_PREFIXES } from '../../../src/domain/phoneNumbers';
import { ROLE } from '../../../src/domain/roles';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { accounts, meta } from '../schema';
import { refreshStatistics } from '../statistics';
import { LARGE_ACCOUNT_ADMIN, LARGE_ACCOUNT_NAME } from './demoSignIns';
import { FIRST_NAMES, LAST_NAMES, ROOM_MARKER } from './people';
import { insertLargeRecordings } from './recordings';
import { insertLargeCallRecords, LARGE_CALLS } from './reports';
import { DESK_MODELS } from './telephony';
import { ensureHomeAccount } from './tenantTree';
import { hasMeta, LARGE_SEED_KEY, SEED_LOCK, type Tx } from './writing';

/** A whole-number constant written into SQL as a literal (PGlite sends parameters untyped). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** The large account's size; `scale` in seedLarge's options shrinks it (the seed's own test). */
const LARGE_SIZE = { users: 5_000, numbers: 100_000, devices: 5_000, tollFree: 2_000 };
type LargeSize = typeof LARGE_SIZE;
/** Area codes of the large account's local numbers (none used by the demo). */
const LARGE_AREAS = ['201', '202', '203', '205', '207', '208', '209', '210', '213', '214'];

/**
 * Adds one customer account with 100,000 phone numbers, 5,000 users and one extension per
 * user (set-based SQL). Idempotent: answers the existing account on a second call.
 */
export async function seedLarge(db: Db, options: { scale?: number } = {}): Promise<{ accountId: number }> {
  const scale = options.scale ?? 1;
  const size: LargeSize = {
    users: Math.round(LARGE_SIZE.users * scale),
    numbers: Math.round(LARGE_SIZE.numbers * scale),
    devices: Math.round(LARGE_SIZE.devices * scale),
    tollFree: Math.round(LARGE_SIZE.tollFree * scale),
  };
  const existing = await hasMeta(db, LARGE_SEED_KEY);
  if (existing !== undefined) return { accountId: Number(existing) };
  const adminHash = await hashPassword(LARGE_ACCOUNT_ADMIN.password);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const again = await hasMeta(tx, LARGE_SEED_KEY);
    if (again !== undefined) return { accountId: Number(again) };

    await ensureHomeAccount(tx);
    // A high id of its own, so the large account never takes an id the demo uses.
    const [{ next }] = (await tx
      .select({ next: sql<number>`greatest(1000, max(${accounts.id}) + 1)::int` })
      .from(accounts)) as Array<{ next: number }>;
    const [parent] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Bluebird Telecom'));
    const [account] = await tx
      .insert(accounts)
      .values({
        id: next,
        parentId: parent?.id ?? 1,
        name: LARGE_ACCOUNT_NAME,
        kind: 'customer',
        accountType: 'Enterprise',
        status: 'Active',
        countryCode: 'US',
        locale: 'en-us',
        timeZone: 'America/New_York',
        zipCode: '07302',
        isEnterprise: true,
      })
      .returning({ id: accounts.id });
    const accountId = account.id;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('accounts', 'id'), (select max(id) from accounts))`,
    );

    const firstNames = sql.raw(`array[${FIRST_NAMES.US.map((n) => `'${n}'`).join(',')}]`);
    const lastNames = sql.raw(`array[${LAST_NAMES.US.map((n) => `'${n}'`).join(',')}]`);
    // User 1 is the account administrator; 2–7 hold the other admin roles; every 10th is an
    // end user without dashboard; every 250th is a room; the rest are end users.
    await tx.execute(sql`
      insert into users (account_id, login_name, email, first_name, last_name, role_id, password_hash)
      select ${int(accountId)},
             case when n = 1 then ${LARGE_ACCOUNT_ADMIN.loginName}
                  else 'user' || lpad(n::text, 5, '0') || '@globex.example' end,
             case when n = 1 then ${LARGE_ACCOUNT_ADMIN.loginName}
                  else 'user' || lpad(n::text, 5, '0') || '@globex.example' end,
             case when n % 250 = 0 then 'Meeting'
                  else (${firstNames})[1 + n % ${int(FIRST_NAMES.US.length)}] end,
             case when n % 250 = 0 then 'Room ' || (n / 250)::text || ${ROOM_MARKER}
                  else (${lastNames})[1 + (n / ${int(FIRST_NAMES.US.length)}) % ${int(LAST_NAMES.US.length)}] end,
             case when n = 1 then ${int(ROLE.ACCOUNT_ADMINISTRATOR)}
                  when n = 2 then ${int(ROLE.ACCOUNT_SUPER_USER)}
                  when n = 3 then ${int(ROLE.BILLING_ADMIN)}
                  when n = 4 then ${int(ROLE.REPORTS_ADMIN)}
                  when n = 5 then ${int(ROLE.CALL_QUEUES_ADMIN)}
                  when n = 6 then ${int(ROLE.CALL_QUEUES_REPORTING_ADMIN)}
                  when n = 7 then ${int(ROLE.USERS_ADMIN)}
                  when n % 10 = 0 and n % 250 <> 0 then ${int(ROLE.END_USER_NO_DASHBOARD)}
                  else ${int(ROLE.END_USER)} end,
             case when n = 1 then ${adminHash} else null end
      from generate_series(1, ${int(size.users)}) as n`);
    await tx.execute(sql`
      insert into role_memberships (user_id, account_id, role_id, is_default)
      select id, account_id, role_id, true from users where account_id = ${int(accountId)}`);
    await tx.execute(sql`
      insert into extensions (account_id, user_id, extension_number, extension_type, service_plan, user_name, is_default)
      select account_id, id, (10000 + row_number() over (order by id))::text, 'Extension',
             'Extension - Unlimited', first_name || ' ' || last_name, true
      from users where account_id = ${int(accountId)}`);

    const areas = sql.raw(`array[${LARGE_AREAS.map((a) => `'${a}'`).join(',')}]`);
    const tollFree = sql.raw(`array[${TOLL_FREE_PREFIXES.map((p) => `'${p}'`).join(',')}]`);
    const tollFreeFrom = size.numbers - size.tollFree;
    const tags = sql.raw(`array[${LARGE_TAGS.map((t) => `'${t}'`).join(',')}]`);
    await tx.execute(sql`
      insert into custom_tags (account_id, name, description)
      select ${int(accountId)}, t, 'Numbers of ' || t from unnest(${tags}) as t`);
    // Numbers 0..97,999 are local (ten area codes × 555-xxxx); the last 2,000 are toll-free
    // on exchange 556. The first 5,000 are assigned to the users' extensions.
    await tx.execute(sql`
      with ext as (
        select id, user_name as name, row_number() over (order by id) - 1 as k
          from extensions where account_id = ${int(accountId)}
      )
      insert into phone_numbers (account_id, phone_number, country, product_number, status, is_toll_free,
                                 extension_id, initial_assign, provider_name, caller_id_name, custom_tag)
      select ${int(accountId)},
             case when n < ${int(tollFreeFrom)}
                  then '1' || (${areas})[1 + n / 10000] || '555' || lpad((n % 10000)::text, 4, '0')
                  else (${tollFree})[1 + n % 7] || '556' || lpad((n - ${int(tollFreeFrom)})::text, 4, '0') end,
             'US',
             case when n < ${int(tollFreeFrom)} then 'DID-LOCAL' else 'DID-TOLLFREE' end,
             case when ext.id is not null then 'Assigned' when n % 10 = 1 then 'Reserved'
                  when n % 50 = 3 then 'Porting In' when n % 50 = 7 then 'Suspended'
                  when n % 50 = 9 then 'Aging' when n % 100 = 13 then 'Call Queue'
                  when n % 100 = 17 then 'Auto Attendant' when n % 200 = 19 then 'Fax'
                  else 'Available' end,
             n >= ${int(tollFreeFrom)},
             ext.id,
             case when ext.id is not null then 'Extension' else null end,
             case when n % 20 in (14, 15) then 'Bandwidth' when n % 20 = 16 then 'Lumen'
                  when n % 20 in (17, 18) then 'Telnyx' when n % 100 = 19 then 'BYOC'
                  else 'Switchboard Carrier' end,
             case when ext.id is not null then upper(left(ext.name, 15))
                  when n % 4 = 0 then 'GLOBEX LARGE CO' else null end,
             case when n % 10 in (0, 3, 6) then (${tags})[1 + (n / 10) % ${int(LARGE_TAGS.length)}] else null end
      from generate_series(0, ${int(size.numbers - 1)}) as n
      left join ext on ext.k = n`);
    await tx.execute(sql`
      insert into contact_numbers (account_id, user_id, kind, number)
      select p.account_id, e.user_id, 'D', '+' || p.phone_number
      from phone_numbers p join extensions e on e.id = p.extension_id
      where p.account_id = ${int(accountId)}`);

    await insertLargeDevices(tx, accountId, size);
    await insertLargeRecordings(tx, accountId, Math.round(100_000 * scale), new Date());
    // The calls shrink with the square of the scale: the seed's own test (a tenth) writes 10,000
    // calls, not 100,000 (PGlite writes them at about 5,500 a second; the suite has a budget).
    await insertLargeCallRecords(tx, accountId, LARGE_CALLS * scale * scale);

    await tx.insert(meta).values({ key: LARGE_SEED_KEY, value: String(accountId) });
    return { accountId };
  });
  // The visibility map set, so that counting and paging the account's numbers reads the
  // indexes alone (index-only scans; PGlite runs no autovacuum; decision 0089).
  await db.execute(sql`vacuum phone_numbers`);
  // The same for the call records the reports count (index-only scans; decision 0106).
  await db.execute(sql`vacuum call_records`);
  await refreshStatistics(db);
  return seeded;
}

/**
 * The large account's devices: one desk phone per user's extension (the makes in turn, MACs
 * AB:CD:xx:xx:xx:xx), each with one line (SIP id `<account><n, 5 digits>`, as the device create
 * numbers them; a SIP password), a third registered, a third lapsed, a third never; every 50th a
 * hot desk with its user logged in. Set-based, like the rest of this seed.
 */
async function insertLargeDevices(tx: Tx, accountId: number, size: LargeSize): Promise<void> {
  const makes = sql.raw(`array[${DESK_MODELS.map((m) => `'${m.make}'`).join(',')}]`);
  const models = sql.raw(`array[${DESK_MODELS.map((m) => `'${m.model}'`).join(',')}]`);
  const n = int(DESK_MODELS.length);
  await tx.execute(sql`
    with ext as (
      select id, user_id, user_name, row_number() over (order by id) as k
      from extensions where account_id = ${int(accountId)}
    ), mac as (
      select k, upper(lpad(to_hex(k::int), 8, '0')) as h from ext
    )
    insert into devices (account_id, name, mac_address, make, model, kind, extension_id, logged_in_user_id, logged_in_at)
    select ${int(accountId)}, (${models})[1 + k % ${n}] || ' (' || ext.user_name || ')',
           'AB:CD:' || substr(h, 1, 2) || ':' || substr(h, 3, 2) || ':' || substr(h, 5, 2) || ':' || substr(h, 7, 2),
           (${makes})[1 + k % ${n}], (${models})[1 + k % ${n}], 'deskphone', ext.id,
           case when k % 50 = 0 then ext.user_id end,
           case when k % 50 = 0 then now() - interval '2 hours' end
    from ext join mac using (k)
    where k <= ${int(size.devices)}`);
  await tx.execute(sql`
    insert into emergency_locations (account_id, name, street, city, region, postal_code, country_code)
    values (${int(accountId)}, 'Head Office', '1 Exchange Place', 'Jersey City', 'NJ', '07302', 'US')`);
  await tx.execute(sql`
    with d as (
      select id, extension_id, row_number() over (order by id) as k from devices where account_id = ${int(accountId)}
    ), loc as (
      select id from emergency_locations where account_id = ${int(accountId)} limit 1
    )
    insert into lines (account_id, device_id, sip_id, sip_password, e911_location_id, extension_id, position,
                       registered_at, registration_expires_at, registered_from, user_agent)
    select ${int(accountId)}, d.id, ${int(accountId)}::text || lpad(d.k::text, 5, '0'),
           substr(md5(random()::text || d.id::text), 1, 20), (select id from loc), d.extension_id, 1,
           case when d.k % 3 <> 2 then now() - interval '15 minutes' end,
           case when d.k % 3 = 0 then now() + interval '365 days' when d.k % 3 = 1 then now() - interval '2 days' end,
           case when d.k % 3 <> 2 then '203.0.113.' || (d.k % 250)::text end,
           case when d.k % 3 <> 2 then 'SIP-Phone/1.0' end
    from d`);
  await tx.execute(sql`
    insert into hoteling_settings (account_id, next_sip_seq)
    values (${int(accountId)}, ${int(size.devices + 1)})
    on conflict (account_id) do nothing`);
}

/** The large account's custom tags: about 30% of its numbers carry one (decision 0089). */
const LARGE_TAGS = [
  'Head office',
  'Sales floor',
  'Support line',
  'Marketing campaign',
  'Branch offices',
  'Porting batch',
];
