// Figures for the numbers list (decision 0089): a 750-row page in process and over HTTP at 1,000
// numbers (Acme, topped up to 1,000) and at 100,000 (the large account), by every sort column,
// with the filters, at a deep offset, and the v1 enhanced search with keywords. Printed, never
// asserted: the goals are p99 ≤ 20 ms in process and growth 1k → 100k ≤ 1.5×.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../server/db/schema';
import { ACME, DEMO_SIGN_INS } from '../../server/db/seeding/demoSignIns';
import { NUMBER_COLUMNS } from '../../src/domain/schemas/phoneNumber';
import { type BenchContext, benchSignIn } from './usersBench';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Probe {
  name: string;
  method: 'GET' | 'PUT';
  query: string;
  body?: unknown;
}

const PROBES: Probe[] = [
  ...NUMBER_COLUMNS.flatMap((c): Probe[] => [
    { name: `sort ${c} ASC`, method: 'GET', query: `sortField=${c}&sortDirection=ASC` },
    { name: `sort ${c} DESC`, method: 'GET', query: `sortField=${c}&sortDirection=DESC` },
  ]),
  { name: 'status=available', method: 'GET', query: 'status=available' },
  { name: 'status=Call_Queue', method: 'GET', query: 'status=Call_Queue' },
  { name: 'provider=Bandwidth', method: 'GET', query: 'provider=Bandwidth' },
  { name: 'customTag=Head office', method: 'GET', query: 'customTag=Head%20office' },
  { name: 'tollFree=true', method: 'GET', query: 'tollFree=true' },
  { name: 'keyword=555 (contains)', method: 'GET', query: 'keyword=555' },
  { name: 'keyword=head (tag or name)', method: 'GET', query: 'keyword=head' },
  { name: 'last page, sort phoneNumber', method: 'GET', query: 'sortField=phoneNumber&_offset=LAST' },
  { name: 'last page, sort customTag', method: 'GET', query: 'sortField=customTag&_offset=LAST' },
  {
    name: 'v1 search fieldKeywords callerIdName+provider',
    method: 'PUT',
    query: '',
    body: { fieldKeywords: { callerIdName: 'glo', provider_name: 'switch' }, orderBy: 'callerIdName' },
  },
  {
    name: 'v1 search keyword 555 local US',
    method: 'PUT',
    query: '',
    body: { keyword: '555', serviceTypes: ['local'], countryCode: 'US' },
  },
];

/** Acme topped up to 1,000 numbers, so the small account is a 1k account. */
async function smallAccount(ctx: BenchContext): Promise<number> {
  const [acme] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, ACME));
  await ctx.db.execute(sql`
    insert into phone_numbers (account_id, phone_number, country, status, provider_name, custom_tag, caller_id_name)
    select ${acme.id}, '1646' || lpad(g::text, 7, '0'), 'US',
           (array['Available','Assigned','Reserved','Suspended'])[1 + g % 4],
           case when g % 10 = 1 then 'Bandwidth' else 'Switchboard Carrier' end,
           case when g % 10 in (0, 3, 6) then 'Head office' end,
           case when g % 4 = 0 then 'ACME CORP' end
      from generate_series(1, 1000 - (select count(*) from phone_numbers where account_id = ${acme.id})) g`);
  // Vacuumed as the large seed is (PGlite runs no autovacuum): the 1k page reads its ids from the
  // index alone too, so the ratio compares like with like (decision 0124).
  await ctx.db.execute(sql`vacuum analyze phone_numbers`);
  return acme.id;
}

export async function benchNumbers(ctx: BenchContext) {
  const small = await smallAccount(ctx);
  const acmeAdmin = DEMO_SIGN_INS.find((s) => s.role === 'account administrator');
  if (!acmeAdmin) throw new Error('no Acme administrator');
  const accountsBySize = [
    { size: '1k', accountId: small, token: await benchSignIn(ctx.platform, acmeAdmin) },
    { size: '100k', accountId: ctx.accountId, token: await benchSignIn(ctx.platform) },
  ];
  const CALLS = 20;
  // Each probe twice (decision 0124): every call after a write to the account's numbers (outside
  // the timing), so a total that must be counted is counted; then with nothing written between
  // calls, so it is the kept one. The pages' rows are read every time in both.
  const modes = ['after a write (totals counted)', 'read again (totals kept)'] as const;
  const results = new Map<string, { p50: number; p99: number; items: number }[]>();
  for (const a of accountsBySize) {
    const headers = { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' };
    const count = (await (
      await ctx.platform.app.request(`/svc/appserver/rest/account/${a.accountId}/phoneNumbers/count`, {
        headers,
      })
    ).json()) as { totalCount: number };
    const last = Math.max(0, Math.floor((count.totalCount - 1) / 750) * 750);
    const touch = () =>
      ctx.db.execute(sql`update phone_numbers set caller_id_name = caller_id_name
        where id = (select min(id) from phone_numbers where account_id = ${a.accountId})`);
    for (const probe of PROBES) {
      const base =
        probe.method === 'PUT'
          ? `/svc/appserver/rest/v1/account/${a.accountId}/phoneNumbers/search?_pageSize=750`
          : `/svc/appserver/rest/v1/account/${a.accountId}/phoneNumbers?_pageSize=750&${probe.query.replace('LAST', String(last))}`;
      let items = 0;
      const call = async () => {
        const res = await ctx.platform.app.request(base, {
          method: probe.method,
          headers,
          body: probe.body ? JSON.stringify(probe.body) : undefined,
        });
        if (res.status !== 200) throw new Error(`${probe.name}: ${res.status} ${await res.text()}`);
        items = ((await res.json()) as { items: unknown[] }).items.length;
      };
      for (let i = 0; i < 3; i++) await call();
      for (const mode of modes) {
        const times: number[] = [];
        for (let i = 0; i < CALLS; i++) {
          if (mode === modes[0]) await touch();
          const t = performance.now();
          await call();
          times.push(performance.now() - t);
        }
        times.sort((x, y) => x - y);
        const key = `${mode}\u0000${probe.name}`;
        results.set(key, [...(results.get(key) ?? []), { p50: pct(times, 50), p99: pct(times, 99), items }]);
      }
    }
  }
  for (const mode of modes) {
    console.log(
      `numbers list, 750-row page in process (app.request), ${mode}, p50 / p99 ms at 1k and 100k, 100k/1k p50, items answered:`,
    );
    for (const [key, [one, hundred]] of results) {
      const [m, name] = key.split('\u0000');
      if (m !== mode) continue;
      console.log(
        `  ${name.padEnd(46)} 1k ${one.p50.toFixed(1).padStart(6)} / ${one.p99.toFixed(1).padStart(6)}   100k ${hundred.p50
          .toFixed(1)
          .padStart(
            6,
          )} / ${hundred.p99.toFixed(1).padStart(6)}   ×${(hundred.p50 / one.p50).toFixed(2)}   items ${one.items} / ${hundred.items}`,
      );
    }
  }

  // Over HTTP: the default page of each account, 10 connections, 5 s each.
  const server = serve({ fetch: ctx.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  for (const a of accountsBySize) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/svc/appserver/rest/v1/account/${a.accountId}/phoneNumbers?_pageSize=750&sortField=customTag`,
      connections: 10,
      duration: 5,
      headers: { authorization: `Bearer ${a.token}` },
    });
    console.log(
      `numbers list over HTTP at ${a.size}, 10 connections, 5 s (autocannon): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average} req/s, non-2xx ${result.non2xx}`,
    );
  }
  await new Promise((r) => server.close(r));
}
