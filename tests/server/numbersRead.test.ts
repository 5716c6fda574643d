// The read side of the phone-numbers area (issue 17, decision 0089): the list and its enhanced
// search, the counts, the statuses and providers, one number with its history, custom tags, the
// DID search and the LNP report and orders. One seeded database for the file; Acme gets 800
// more numbers so that pages, sorts and filters have rows to walk.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditEvents,
  customTags,
  extensions,
  lnpOrders,
  phoneNumbers,
} from '../../server/db/schema';
import { NUMBER_COLUMNS, numbersPageSchema } from '../../src/domain/schemas/phoneNumber';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
let britannia: number;
const db = () => p.database.db;
const A = '/svc/appserver/rest';
const U = '/svc/ucaas/api/ucaas';
const EXTRA = 800;

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
  [{ id: britannia }] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.name} ilike 'britannia%'`);
  // 800 numbers: a spread of statuses, providers and tags; every 50th toll-free; plus three
  // numbers of the excluded prefixes (NUM-06) and one 1999 number stored as GB.
  await db().execute(sql`
    insert into phone_numbers (account_id, phone_number, country, status, provider_name, custom_tag,
                               caller_id_name, is_toll_free)
    select ${acme},
           case when n % 50 = 0 then '1888' || lpad(n::text, 7, '0') else '16467' || lpad(n::text, 6, '0') end,
           'US',
           (array['Available','Reserved','Suspended','Call Queue','Aging'])[1 + n % 5],
           case when n % 4 = 0 then 'Bandwidth' else 'Switchboard Carrier' end,
           case when n % 3 = 0 then 'Batch ' || (n % 7) else null end,
           case when n % 2 = 0 then 'NAME ' || n else null end,
           n % 50 = 0
      from generate_series(1, ${EXTRA}) as n`);
  await db().execute(sql`
    insert into phone_numbers (account_id, phone_number, country, status)
    values (${acme}, '61130000001', 'AU', 'Available'), (${acme}, '61180000002', 'AU', 'Available'),
           (${acme}, '61190000003', 'AU', 'Available'), (${acme}, '19995550123', 'GB', 'Available')`);
});
afterAll(() => p.close());

const page = (path: string) => admin.get(path);
const numbersOf = (body: Json) => (body.items as Json[]).map((n) => n.phoneNumber as string);

describe('the numbers list', () => {
  it('NUM-01 NUM-02 REQ-07 pages 750 numbers v0, v1 and ucaas alike, in the number’s shape, never cached', async () => {
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, acme), sql`left(phone_number, 4) not in ('6113','6118','6119')`));
    const answers = await Promise.all([
      page(`${A}/account/${acme}/phoneNumbers`),
      page(`${A}/v1/account/${acme}/phoneNumbers`),
      page(`${U}/account/${acme}/phoneNumbers`),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers.get('cache-control')).toBe('no-store');
      const parsed = numbersPageSchema.parse(a.body);
      expect(parsed.items).toHaveLength(750);
      expect(parsed.total).toBe(n);
      expect(numbersOf(a.body)).toEqual(numbersOf(answers[0].body));
    }
    // The pages follow each other without a gap or an overlap, in number order.
    const all: string[] = [];
    for (let offset = 0; offset < n; offset += 750) {
      const a = await page(`${A}/v1/account/${acme}/phoneNumbers?_offset=${offset}`);
      all.push(...numbersOf(a.body));
    }
    expect(all).toHaveLength(n);
    expect(all).toEqual([...all].sort());
    // A change is seen at once: the server keeps no numbers answer either.
    const first = all[0];
    await db()
      .update(phoneNumbers)
      .set({ callerIdName: 'JUST CHANGED' })
      .where(eq(phoneNumbers.phoneNumber, first));
    const again = await page(`${A}/account/${acme}/phoneNumbers?_pageSize=1`);
    expect(again.body.items[0]).toMatchObject({ phoneNumber: first, callerIdName: 'JUST CHANGED' });
  });

  it('NUM-02 sorts by every column both ways, DESC the reverse of ASC, nulls included', async () => {
    for (const column of NUMBER_COLUMNS) {
      const read = async (dir: string) => {
        const a = await page(
          `${A}/v1/account/${acme}/phoneNumbers?sortField=${column}&sortDirection=${dir}&fetchAll=true`,
        );
        expect(a.status, column).toBe(200);
        return a.body.items.map((i: Json) => i.id) as number[];
      };
      const asc = await read('ASC');
      expect(await read('desc'), column).toEqual([...asc].reverse());
    }
    const tags = await page(`${A}/v1/account/${acme}/phoneNumbers?sortField=customTag&_pageSize=750`);
    const values = tags.body.items.map((i: Json) => i.customTag);
    expect(values.filter((v: string | null) => v !== null)).toEqual(
      values.filter((v: string | null) => v !== null).sort(),
    );
  });

  it('NUM-02 a page past the middle (read from the far end) is the page the order puts there, for every sort both ways and a filter', async () => {
    const cases = [
      ...NUMBER_COLUMNS.flatMap((column) =>
        ['ASC', 'DESC'].map((dir) => `sortField=${column}&sortDirection=${dir}`),
      ),
      'sortField=customTag&sortDirection=DESC&status=Available',
      'sortField=phoneNumber&keyword=646',
    ];
    for (const c of cases) {
      const whole = await page(`${A}/v1/account/${acme}/phoneNumbers?${c}&fetchAll=true`);
      const ids = whole.body.items.map((i: Json) => i.id) as number[];
      const size = 60;
      // Early, just past the middle, deep, the last full page and the short last page.
      const offsets = [
        2 * size,
        Math.ceil(ids.length / 2) + 1,
        ids.length - 2 * size - 7,
        ids.length - size,
        ids.length - 13,
      ];
      for (const offset of offsets) {
        const a = await page(`${A}/v1/account/${acme}/phoneNumbers?${c}&_offset=${offset}&_pageSize=${size}`);
        expect(a.status, c).toBe(200);
        expect(a.body.total, `${c} @${offset}`).toBe(ids.length);
        expect(
          a.body.items.map((i: Json) => i.id),
          `${c} @${offset}`,
        ).toEqual(ids.slice(offset, offset + size));
      }
      const past = await page(
        `${A}/v1/account/${acme}/phoneNumbers?${c}&_offset=${ids.length}&_pageSize=${size}`,
      );
      expect(past.body.items, c).toEqual([]);
    }
  });

  it('NUM-02 sorts by the extension’s number as it is now: given, renumbered, gone', async () => {
    const sorted = async () => {
      const a = await page(
        `${A}/v1/account/${acme}/phoneNumbers?sortField=extensionNumber&sortDirection=ASC&fetchAll=true`,
      );
      expect(a.status).toBe(200);
      return a.body.items as Json[];
    };
    // In extension-number order, then by id; the numbers without an extension last.
    const inOrder = (items: Json[]) =>
      [...items].sort((x, y) =>
        x.extensionNumber === y.extensionNumber
          ? x.id - y.id
          : x.extensionNumber === null
            ? 1
            : y.extensionNumber === null
              ? -1
              : x.extensionNumber < y.extensionNumber
                ? -1
                : 1,
      );
    const [extension] = await db()
      .insert(extensions)
      .values({
        accountId: acme,
        extensionNumber: '999999',
        extensionType: 'Virtual Extension',
        servicePlan: 'Basic',
        userName: 'Renumbered',
      })
      .returning();
    // Any writer of a number's extension (here the database itself) gives it the extension's number.
    const given = ['16467000101', '16467000102'];
    await db()
      .update(phoneNumbers)
      .set({ extensionId: extension.id, status: 'Assigned' })
      .where(inArray(phoneNumbers.phoneNumber, given));
    const before = await sorted();
    expect(before.map((i) => i.id)).toEqual(inOrder(before).map((i) => i.id));
    const numbered = before.filter((i) => i.extensionNumber !== null);
    expect(numbered.slice(-2).map((i) => i.phoneNumber)).toEqual(given);
    expect(numbered.slice(-2).every((i) => i.extensionNumber === '999999')).toBe(true);

    // Renumbered below every other extension: its numbers come first.
    const renumbered = await admin.put(`${U}/extension/${extension.id}`, { extension: '00' });
    expect(renumbered.status).toBe(200);
    const after = await sorted();
    expect(after.map((i) => i.id)).toEqual(inOrder(after).map((i) => i.id));
    expect(after.slice(0, 2).map((i) => [i.phoneNumber, i.extensionNumber])).toEqual(
      given.map((n) => [n, '00']),
    );
    const filtered = await admin.put(`${A}/v1/account/${acme}/phoneNumbers/search`, {
      fieldKeywords: { extensionNumber: '00' },
    });
    expect(numbersOf(filtered.body)).toEqual(expect.arrayContaining(given));
    expect(filtered.body.items.every((i: Json) => i.extensionNumber.includes('00'))).toBe(true);

    // The extension gone: its numbers have none, and sort with the unassigned.
    await db().delete(extensions).where(eq(extensions.id, extension.id));
    const gone = await sorted();
    expect(gone.map((i) => i.id)).toEqual(inOrder(gone).map((i) => i.id));
    expect(gone.filter((i) => given.includes(i.phoneNumber)).map((i) => i.extensionNumber)).toEqual([
      null,
      null,
    ]);
  });

  it('NUM-02 NUM-03 filters by status (available also Assigned, underscores for spaces), provider, tag, toll-free and keyword', async () => {
    const statuses = async (q: string) => {
      const a = await page(`${A}/v1/account/${acme}/phoneNumbers?${q}&fetchAll=true`);
      expect(a.status).toBe(200);
      return { set: new Set(a.body.items.map((i: Json) => i.status)), total: a.body.total as number };
    };
    expect((await statuses('status=available')).set).toEqual(new Set(['Available', 'Assigned']));
    expect((await statuses('status=Call_Queue')).set).toEqual(new Set(['Call Queue']));
    expect((await statuses('status=nonsense')).total).toBe(0);
    const byProvider = await page(`${A}/v1/account/${acme}/phoneNumbers?provider=Bandwidth&fetchAll=true`);
    expect(new Set(byProvider.body.items.map((i: Json) => i.provider_name))).toEqual(new Set(['Bandwidth']));
    expect(byProvider.body.total).toBeGreaterThanOrEqual(EXTRA / 4);
    const byTag = await page(`${A}/v1/account/${acme}/phoneNumbers?customTag=Batch%203&fetchAll=true`);
    expect(new Set(byTag.body.items.map((i: Json) => i.customTag))).toEqual(new Set(['Batch 3']));
    const tollFree = await page(`${A}/v1/account/${acme}/phoneNumbers?tollFree=true&fetchAll=true`);
    expect(tollFree.body.items.every((i: Json) => i.tollFree && i.phoneNumber.startsWith('18'))).toBe(true);
    const keyword = await page(
      `${A}/v1/account/${acme}/phoneNumbers?keyword=${encodeURIComponent('646-700-01')}`,
    );
    expect(numbersOf(keyword.body).length).toBeGreaterThan(0);
    expect(numbersOf(keyword.body).every((n) => n.includes('64670001'))).toBe(true);
  });

  it('NUM-02 a toll-free or local page counts the same numbers as its filter matches', async () => {
    const rows = (await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme))).filter(
      (r) => !/^61(13|18|19)/.test(r.phoneNumber),
    );
    const tollFree = await page(`${A}/v1/account/${acme}/phoneNumbers?tollFree=true&_pageSize=2`);
    expect(tollFree.body.items.every((i: Json) => i.tollFree)).toBe(true);
    expect(tollFree.body.total).toBe(rows.filter((r) => r.isTollFree).length);
    const local = await page(`${A}/v1/account/${acme}/phoneNumbers?tollFree=false&_pageSize=2`);
    expect(local.body.items.every((i: Json) => !i.tollFree)).toBe(true);
    expect(local.body.total).toBe(rows.filter((r) => !r.isTollFree).length);
    // Narrowed by anything else as well, the match is counted.
    const both = await page(
      `${A}/v1/account/${acme}/phoneNumbers?tollFree=true&provider=Bandwidth&_pageSize=2`,
    );
    expect(both.body.total).toBe(rows.filter((r) => r.isTollFree && r.providerName === 'Bandwidth').length);
  });

  it('NUM-02 NUM-03 a page filtered by status counts the same numbers as its filter matches, after every kind of write', async () => {
    const check = async () => {
      const rows = (await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme))).filter(
        (r) => !/^61(13|18|19)/.test(r.phoneNumber),
      );
      for (const [query, statuses] of [
        ['available', ['Available', 'Assigned']],
        ['Call_Queue', ['Call Queue']],
        ['reserved', ['Reserved']],
      ] as const) {
        const matching = rows.filter((r) => (statuses as readonly string[]).includes(r.status));
        const all = await page(`${A}/v1/account/${acme}/phoneNumbers?status=${query}&_pageSize=1`);
        expect(all.body.total, query).toBe(matching.length);
        const local = await page(
          `${A}/v1/account/${acme}/phoneNumbers?status=${query}&tollFree=false&_pageSize=1`,
        );
        expect(local.body.total, `${query} local`).toBe(matching.filter((r) => !r.isTollFree).length);
      }
    };
    await check();
    // Many numbers' status changed at once, a number added, one removed, one moved into an
    // excluded prefix, one moved to another account.
    await db()
      .update(phoneNumbers)
      .set({ status: 'Reserved' })
      .where(and(eq(phoneNumbers.accountId, acme), sql`${phoneNumbers.phoneNumber} like '164670003%'`));
    await db()
      .insert(phoneNumbers)
      .values({ accountId: acme, phoneNumber: '16467999001', country: 'US', status: 'Call Queue' });
    await db().delete(phoneNumbers).where(eq(phoneNumbers.phoneNumber, '16467000203'));
    await db()
      .update(phoneNumbers)
      .set({ phoneNumber: '61135550998' })
      .where(eq(phoneNumbers.phoneNumber, '16467000208'));
    await db()
      .update(phoneNumbers)
      .set({ accountId: britannia })
      .where(eq(phoneNumbers.phoneNumber, '16467000213'));
    await check();
    // Out of the excluded prefix again (the file's other tests count on its three).
    await db()
      .update(phoneNumbers)
      .set({ phoneNumber: '16467000208' })
      .where(eq(phoneNumbers.phoneNumber, '61135550998'));
    await check();
  });

  it('NUM-02 the v1 enhanced search (PUT): field keywords, service types, country, order and fields', async () => {
    const a = await admin.put(`${A}/v1/account/${acme}/phoneNumbers/search?_pageSize=20`, {
      fieldKeywords: { callerIdName: 'name 1', provider_name: 'switchboard' },
      serviceTypes: ['local'],
      countryCode: 'us',
      orderBy: 'callerIdName',
      sortDir: 'desc',
      fields: ['callerIdName', 'provider_name'],
    });
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.body.items).toHaveLength(20);
    for (const item of a.body.items) {
      expect(Object.keys(item).sort()).toEqual(['callerIdName', 'id', 'phoneNumber', 'provider_name']);
      expect(item.callerIdName.toLowerCase()).toContain('name 1');
      expect(item.provider_name).toBe('Switchboard Carrier');
    }
    const names = a.body.items.map((i: Json) => i.callerIdName);
    expect(names).toEqual([...names].sort().reverse());
    const refused = await admin.put(`${A}/v1/account/${acme}/phoneNumbers/search`, { orderBy: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: Json) => e.field)).toContain('orderBy');
  });
});

describe('counts and classification', () => {
  it('NUM-01 NUM-06 counts the account’s numbers and toll-free ones, never the excluded prefixes', async () => {
    const a = await page(`${A}/account/${acme}/phoneNumbers/count`);
    expect(a.status).toBe(200);
    const rows = await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme));
    const kept = rows.filter((r) => !/^61(13|18|19)/.test(r.phoneNumber));
    expect(kept.length).toBe(rows.length - 3);
    expect(a.body).toEqual({
      totalCount: kept.length,
      tollFreeCount: kept.filter((r) => r.isTollFree).length,
    });
    // The counts follow every write: a toll-free number gone, a number moved into an excluded prefix.
    const recount = async () => {
      const now = (await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme))).filter(
        (r) => !/^61(13|18|19)/.test(r.phoneNumber),
      );
      return { totalCount: now.length, tollFreeCount: now.filter((r) => r.isTollFree).length };
    };
    const tollFreeOne = kept.find((r) => r.isTollFree);
    await db().delete(phoneNumbers).where(eq(phoneNumbers.id, tollFreeOne!.id));
    await db()
      .update(phoneNumbers)
      .set({ phoneNumber: '61185550999' })
      .where(eq(phoneNumbers.phoneNumber, '16467000007'));
    const after = await page(`${A}/account/${acme}/phoneNumbers/count`);
    expect(after.body).toEqual(await recount());
    expect(after.body.totalCount).toBe(kept.length - 2);
    const whole = await page(`${A}/v1/account/${acme}/phoneNumbers?_pageSize=1`);
    expect(whole.body.total).toBe(kept.length - 2);
    const listed = await page(`${A}/v1/account/${acme}/phoneNumbers?keyword=611&fetchAll=true`);
    expect(numbersOf(listed.body).filter((n) => /^61(13|18|19)/.test(n))).toEqual([]);
    const one = await page(`${A}/account/${acme}/phoneNumbers/61130000001`);
    expect(one.status).toBe(404);
  });

  it('NUM-02 a page narrowed by one provider or one tag has the exact total of its match, after every kind of write', async () => {
    // Pages of one row: the total is then the kept count's (migration 0025), not the rows'.
    const totals = async () => ({
      bandwidth: (await page(`${A}/v1/account/${acme}/phoneNumbers?provider=Bandwidth&_pageSize=1`)).body
        .total,
      bandwidthTollFree: (
        await page(`${A}/v1/account/${acme}/phoneNumbers?provider=Bandwidth&tollFree=true&_pageSize=1`)
      ).body.total,
      batch3: (await page(`${A}/v1/account/${acme}/phoneNumbers?customTag=Batch%203&_pageSize=1`)).body.total,
    });
    const counted = async () => {
      const rows = (await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme))).filter(
        (r) => !/^61(13|18|19)/.test(r.phoneNumber),
      );
      const bandwidth = rows.filter((r) => r.providerName === 'Bandwidth');
      return {
        bandwidth: bandwidth.length,
        bandwidthTollFree: bandwidth.filter((r) => r.isTollFree).length,
        batch3: rows.filter((r) => r.customTag === 'Batch 3').length,
      };
    };
    const before = await counted();
    expect(before.bandwidth).toBeGreaterThan(1);
    expect(before.bandwidthTollFree).toBeGreaterThan(0);
    expect(before.batch3).toBeGreaterThan(1);
    expect(await totals()).toEqual(before);
    // A provider changed, a tag moved to other numbers and taken off one, a number deleted, one
    // moved into an excluded prefix, one inserted.
    await db().execute(
      sql`update phone_numbers set provider_name = 'Bandwidth' where account_id = ${acme} and phone_number in ('16467000001', '16467000002')`,
    );
    await db().execute(
      sql`update phone_numbers set custom_tag = 'Batch 3' where account_id = ${acme} and custom_tag = 'Batch 4'`,
    );
    await db().execute(
      sql`update phone_numbers set custom_tag = null where id = (select min(id) from phone_numbers where account_id = ${acme} and custom_tag = 'Batch 3')`,
    );
    await db().execute(
      sql`delete from phone_numbers where id = (select min(id) from phone_numbers where account_id = ${acme} and provider_name = 'Bandwidth' and is_toll_free)`,
    );
    await db().execute(
      sql`update phone_numbers set phone_number = '61185550888' where account_id = ${acme} and phone_number = '16467000008'`,
    );
    await db().execute(
      sql`insert into phone_numbers (account_id, phone_number, country, status, provider_name, custom_tag) values (${acme}, '16467099999', 'US', 'Available', 'Bandwidth', 'Batch 3')`,
    );
    const after = await counted();
    expect(after).not.toEqual(before);
    expect(await totals()).toEqual(after);
  });

  it('NUM-02 REQ-07 a counted total (keyword, field keywords, two filters) is its match’s after every kind of write, whoever writes', async () => {
    // Pages of one row: the total is counted (no kept count answers these), then kept until the
    // account's numbers change (decision 0124). SQL straight to the table stands for any writer.
    const totals = async () => ({
      keyword: (await page(`${A}/v1/account/${acme}/phoneNumbers?keyword=16467&_pageSize=1`)).body.total,
      field: (
        await admin.put(`${A}/v1/account/${acme}/phoneNumbers/search?_pageSize=1`, {
          fieldKeywords: { callerIdName: 'name 1' },
        })
      ).body.total,
      twoFilters: (
        await page(`${A}/v1/account/${acme}/phoneNumbers?provider=Bandwidth&status=Reserved&_pageSize=1`)
      ).body.total,
    });
    const counted = async () => {
      const rows = (await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme))).filter(
        (r) => !/^61(13|18|19)/.test(r.phoneNumber),
      );
      return {
        keyword: rows.filter(
          (r) =>
            r.phoneNumber.includes('16467') ||
            r.callerIdName?.includes('16467') ||
            r.customTag?.includes('16467'),
        ).length,
        field: rows.filter((r) => r.callerIdName?.toLowerCase().includes('name 1')).length,
        twoFilters: rows.filter((r) => r.providerName === 'Bandwidth' && r.status === 'Reserved').length,
      };
    };
    const first = await totals();
    expect(first).toEqual(await counted());
    expect(first.keyword).toBeGreaterThan(1);
    expect(first.field).toBeGreaterThan(1);
    expect(first.twoFilters).toBeGreaterThan(1);
    // Read again with nothing written: the totals come from what was kept, and are the same.
    const hits = p.listCache.stats().hits;
    expect(await totals()).toEqual(first);
    expect(p.listCache.stats().hits).toBe(hits + 3);
    const writes = [
      sql`insert into phone_numbers (account_id, phone_number, country, status, provider_name, caller_id_name)
          values (${acme}, '16467088888', 'US', 'Reserved', 'Bandwidth', 'NAME 1 NEW')`,
      sql`update phone_numbers set caller_id_name = 'NAME 19' where account_id = ${acme} and phone_number = '16467000003'`,
      sql`update phone_numbers set status = 'Reserved', provider_name = 'Bandwidth' where account_id = ${acme} and phone_number = '16467000002'`,
      sql`delete from phone_numbers where account_id = ${acme} and phone_number = '16467000010'`,
      sql`update phone_numbers set phone_number = '61185550777' where account_id = ${acme} and phone_number = '16467000012'`,
      sql`update phone_numbers set account_id = ${britannia} where account_id = ${acme} and phone_number = '16467000014'`,
    ];
    let last = first;
    for (const write of writes) {
      await db().execute(write);
      const now = await totals();
      expect(now).toEqual(await counted());
      expect(now).not.toEqual(last);
      last = now;
    }
  });

  it('NUM-06 a number of 11 digits starting 1999 answers as US', async () => {
    const a = await page(`${A}/account/${acme}/phoneNumbers/19995550123`);
    expect(a.status).toBe(200);
    expect(a.body.number).toMatchObject({ phoneNumber: '19995550123', country: 'US' });
  });

  it('NUM-03 NUM-07 the statuses with their search values, and the providers, at both paths', async () => {
    for (const path of [`${A}/phoneNumberStatuses`, `${U}/lookup/generic/search/PhoneNumberStatus`]) {
      const a = await page(path);
      expect(a.status).toBe(200);
      const byName = Object.fromEntries(a.body.items.map((s: Json) => [s.name, s]));
      expect(byName['Call Queue']).toMatchObject({ searchValue: 'Call_Queue', callRelated: true });
      expect(byName['Auto Attendant'].searchValue).toBe('Auto_Attendant');
      expect(byName['Porting In']).toMatchObject({ searchValue: 'Porting In', callRelated: false });
    }
    for (const path of [`${A}/providers`, `${U}/lookup/generic/search/Providers`]) {
      const a = await page(path);
      expect(a.body.items.map((x: Json) => x.name)).toContain('Switchboard Carrier');
      expect(a.body.items.find((x: Json) => x.name === 'BYOC').byoc).toBe(true);
    }
  });
});

describe('one number', () => {
  it('NUM-01 answers the number and its history in this account, newest first, paged; another account’s number is not found', async () => {
    const [number] = await db()
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, acme), eq(phoneNumbers.status, 'Assigned')))
      .limit(1);
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await db()
      .insert(auditEvents)
      .values(
        [1, 2, 3].map((k) => ({
          accountId: acme,
          actorUserId: admin.userId,
          eventKind: 4,
          action: `change ${k}`,
          detail: { step: k },
          createdAt: new Date(base + k * 60_000),
          subject: `number:${number.phoneNumber}`,
        })),
      );
    // The same number's event in another account's log (before a move, say) is that account's.
    await db()
      .insert(auditEvents)
      .values({
        accountId: britannia,
        eventKind: 4,
        action: 'change elsewhere',
        createdAt: new Date(base + 10 * 60_000),
        subject: `number:${number.phoneNumber}`,
      });
    const a = await page(`${A}/account/${acme}/phoneNumbers/${number.phoneNumber}?historyPageSize=2`);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.body.number).toMatchObject({ phoneNumber: number.phoneNumber, status: 'Assigned' });
    expect(a.body.number.extensionNumber).toEqual(expect.any(String));
    expect(a.body.history.total).toBe(3);
    expect(a.body.history.items.map((e: Json) => e.action)).toEqual(['change 3', 'change 2']);
    expect(a.body.history.items[0]).toMatchObject({ userId: admin.userId, detail: { step: 3 } });
    expect(a.body.history.items[0].who).toEqual(expect.any(String));
    const next = await page(`${A}/account/${acme}/phoneNumbers/${number.phoneNumber}?historyOffset=2`);
    expect(next.body.history.items.map((e: Json) => e.action)).toEqual(['change 1']);

    const [theirs] = await db()
      .select()
      .from(phoneNumbers)
      .where(eq(phoneNumbers.accountId, britannia))
      .limit(1);
    const other = await page(`${A}/account/${acme}/phoneNumbers/${theirs.phoneNumber}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Phone number not found');
  });

  it('C-151 a number’s click-to-call key is stable, and differs per number', async () => {
    const [x, y] = numbersOf((await page(`${A}/account/${acme}/phoneNumbers?_pageSize=2`)).body);
    const key = async (n: string) =>
      (await page(`${U}/account/${acme}/phonenumber/${n}/click2CallMeKey`)).body;
    const first = await key(x);
    expect(first.click2CallMeKey).toMatch(/^[\w-]{32}$/);
    expect((await key(x)).click2CallMeKey).toBe(first.click2CallMeKey);
    expect((await key(y)).click2CallMeKey).not.toBe(first.click2CallMeKey);
  });
});

describe('custom tags', () => {
  it('NUM-07 lists the account’s tags with their numbers, creates one, refuses a duplicate name in any case', async () => {
    const list = await page(`${U}/account/${acme}/listCustomTagsByAccount`);
    expect(list.status).toBe(200);
    const main = list.body.items.find((t: Json) => t.name === 'Main line');
    const [{ n: carrying }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, acme), eq(phoneNumbers.customTag, 'Main line')));
    expect(carrying).toBeGreaterThan(0);
    expect(main.numberCount).toBe(carrying);
    const made = await admin.post(`${U}/generic/customTag/create`, {
      name: 'Night line',
      description: 'After hours',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Night line', accountId: acme, numberCount: 0 });
    const again = await admin.post(`${U}/generic/customTag/create`, { name: 'night LINE' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'name', message: 'A tag with this name already exists.' }]);
  });

  it('NUM-07 renaming a tag renames it on every number of the account, and only there', async () => {
    const [tag] = await db()
      .select()
      .from(customTags)
      .where(and(eq(customTags.accountId, acme), eq(customTags.name, 'Main line')));
    const carrying = async (accountId: number, name: string) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(phoneNumbers)
          .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.customTag, name)))
      )[0].n;
    const before = await carrying(acme, 'Main line');
    const othersBefore = await carrying(britannia, 'Main line');
    expect(before).toBeGreaterThan(0);
    expect(othersBefore).toBeGreaterThan(0);
    const a = await admin.put(`${U}/generic/customTag/${tag.id}`, { name: 'Front desk' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ id: tag.id, name: 'Front desk', numberCount: before });
    expect(await carrying(acme, 'Main line')).toBe(0);
    expect(await carrying(acme, 'Front desk')).toBe(before);
    expect(await carrying(britannia, 'Main line')).toBe(othersBefore);
    const clash = await admin.put(`${U}/generic/customTag/${tag.id}`, { name: 'night line' });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0]).toEqual({ field: 'name', message: 'A tag with this name already exists.' });
    expect(await carrying(acme, 'Front desk')).toBe(before);
  });
});

describe('DID search and LNP', () => {
  it('NUM-07 NUM-06 the DID search offers the same free numbers each time, none taken, none excluded', async () => {
    const search = { countryCode: 'US', areaCode: '646', quantity: 30 };
    const a = await admin.post(`${A}/account/${acme}/didSearch`, search);
    expect(a.status).toBe(200);
    expect(a.body.items).toHaveLength(30);
    const offered = a.body.items.map((i: Json) => i.phoneNumber as string);
    expect(offered.every((n: string) => /^1646[2-9]\d{6}$/.test(n))).toBe(true);
    const b = await admin.post(`${U}/lookup/account/${acme}/didSearch`, search);
    expect(b.body.items.map((i: Json) => i.phoneNumber)).toEqual(offered);
    // Once a number is taken it is no longer offered.
    await db().insert(phoneNumbers).values({ accountId: britannia, phoneNumber: offered[0], country: 'US' });
    const c = await admin.post(`${A}/account/${acme}/didSearch`, search);
    expect(c.body.items.map((i: Json) => i.phoneNumber)).not.toContain(offered[0]);
    const contains = await admin.post(`${A}/account/${acme}/didSearch`, { areaCode: '212', contains: '77' });
    expect(contains.body.items.every((i: Json) => i.phoneNumber.includes('77'))).toBe(true);
    const tollFree = await admin.post(`${A}/account/${acme}/didSearch`, { tollFree: true, quantity: 14 });
    expect(
      tollFree.body.items.every((i: Json) => i.tollFree && /^18(00|33|44|55|66|77|88)/.test(i.phoneNumber)),
    ).toBe(true);
    const refused = await admin.post(`${A}/account/${acme}/didSearch`, { areaCode: 'abc' });
    expect(refused.status).toBe(400);
  });

  it('NUM-07 the LNP report and orders of the account; another account’s order is not found', async () => {
    const report = await page(`/svc/ucaas/v1/account/${acme}/lnp_report`);
    expect(report.status).toBe(200);
    expect(report.body.totalOrders).toBe(4);
    expect(report.body.byStatus['FOC Received'].orders).toBe(1);
    const orders = await page(`/svc/ucaas/v1/account/${acme}/lnp_orders`);
    expect(orders.body.items).toHaveLength(4);
    const open = orders.body.items.find((o: Json) => o.status === 'FOC Received');
    const porting = await db()
      .select()
      .from(phoneNumbers)
      .where(
        and(
          eq(phoneNumbers.accountId, acme),
          eq(phoneNumbers.status, 'Porting In'),
          sql`phone_number not like '16467%'`,
        ),
      );
    expect(open.numbers).toEqual(porting.map((n) => n.phoneNumber).sort());
    expect(report.body.numbersInProgress).toBe(
      orders.body.items
        .filter((o: Json) => ['Submitted', 'FOC Received'].includes(o.status))
        .reduce((n: number, o: Json) => n + o.numberCount, 0),
    );
    const one = await page(`/svc/ucaas/v1/account/${acme}/lnp_orders/${open.id}`);
    expect(one.body).toEqual(open);
    const [theirs] = await db().select().from(lnpOrders).where(eq(lnpOrders.accountId, britannia)).limit(1);
    const other = await page(`/svc/ucaas/v1/account/${acme}/lnp_orders/${theirs.id}`);
    expect(other.status).toBe(404);
  });
});
