// Figures for the users area on the large account (5,000 users): the users list call in process
// and over HTTP, the CSV import of 5,000 users end to end, and in Chromium the first rows of the
// users table and the longest frame while scrolling to its end. Printed, never asserted.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { Platform } from '../../server/app';
import type { Db } from '../../server/db/client';
import { LARGE_ACCOUNT_ADMIN } from '../../server/db/seed';
import { parseUsersCsv } from '../../src/screens/users/csvImport';
import { printGoal } from './goals';
import { benchNumbersTable } from './numbersBrowserBench';
import { describeScroll, floorPage, printFrameGoal, scrollGestures } from './scrollFrames';

export interface BenchContext {
  /** PostgreSQL or PGlite: the goals differ (issue 12). */
  onPostgres?: boolean;
  platform: Platform;
  db: Db;
  accountId: number;
  staticReady: boolean;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A password sign-in through the token endpoint; answers the access token. */
export async function benchSignIn(
  platform: Platform,
  who: { loginName: string; password: string } = LARGE_ACCOUNT_ADMIN,
): Promise<string> {
  const res = await platform.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: who.loginName,
      password: who.password,
      client_id: 'switchboard-portal',
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function benchUsersList(ctx: BenchContext) {
  const token = await benchSignIn(ctx.platform);
  const path = (offset: number, sort: string) =>
    `/svc/ucaas/api/ucaas/account/${ctx.accountId}/users?_pageSize=750&_offset=${offset}&sortField=${sort}&sortDirection=ASC`;
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 10; i++) await ctx.platform.app.request(path(0, 'lastName'), { headers });
  const sorts = ['lastName', 'loginName', 'email', 'firstName'];
  // Enough calls that the 99th percentile is not one pause of the garbage collector.
  const CALLS = 500;
  // Each call after a write (the list's version moved, outside the timing): the page computed.
  // Then the same 500 calls again with nothing written in between: pages read before.
  const timed = async (afterWrite: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      if (afterWrite)
        await ctx.db.execute(
          sql`insert into list_versions (account_id, list, version) values (${ctx.accountId}, 'users', 1)
              on conflict (account_id, list) do update set version = list_versions.version + 1`,
        );
      const t = performance.now();
      const res = await ctx.platform.app.request(path((i % 7) * 750, sorts[i % sorts.length]), { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b);
  };
  const computed = await timed(true);
  await timed(false); // fills the cache with the 28 pages
  const repeated = await timed(false);
  console.log(
    `users list, 750-row page in process (${CALLS} calls each, 4 sorts × 7 offsets): computed p50 ${ms(pct(computed, 50))}, p90 ${ms(pct(computed, 90))}, p95 ${ms(pct(computed, 95))}, longest ${ms(computed[computed.length - 1])}; read again p50 ${ms(pct(repeated, 50))}`,
  );
  printGoal('users list, 750-row page in process, computed after a write, p99', {
    value: pct(computed, 99),
    unit: 'ms',
    goal: ctx.onPostgres ? 20 : 40,
    better: 'lower',
  });
  printGoal('users list, 750-row page in process, read again, p99', {
    value: pct(repeated, 99),
    unit: 'ms',
    goal: ctx.onPostgres ? 20 : 40,
    better: 'lower',
  });

  // Counts the requests in flight, so that none is still running when the database closes.
  let inFlight = 0;
  const server = serve({
    fetch: async (req) => {
      inFlight++;
      try {
        return await ctx.platform.app.fetch(req);
      } finally {
        inFlight--;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  // 50 connections reading the 28 pages in turn (administrators paging through the account).
  const requests = sorts.flatMap((sort) => [0, 1, 2, 3, 4, 5, 6].map((n) => ({ path: path(n * 750, sort) })));
  const before = ctx.platform.listCache.stats();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: 10,
    headers,
    requests,
  });
  const after = ctx.platform.listCache.stats();
  console.log(
    `users list over HTTP, 50 connections, 10 s, 28 pages in turn (autocannon): latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ${after.hits - before.hits} answers read again, ${after.misses - before.misses} computed`,
  );
  printGoal('users list over HTTP, 50 connections', {
    value: result.requests.average,
    unit: 'req/s',
    goal: ctx.onPostgres ? 300 : 100,
    better: 'higher',
  });
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => server.close(r));
}

export async function benchImport(ctx: BenchContext) {
  const token = await benchSignIn(ctx.platform);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const lines = ['firstName,lastName,email,loginName,extension,mobile,userType'];
  for (let i = 1; i <= 5000; i++)
    lines.push(
      `Bench,User ${i},bench.${i}@globex.example,bench.${i}@globex.example,,+1 201 555 ${String(i % 10000).padStart(4, '0')},END_USER`,
    );
  const t0 = performance.now();
  const parsed = parseUsersCsv(lines.join('\n'), 'US');
  const t1 = performance.now();
  const start = await ctx.platform.app.request(
    `/svc/appserver/rest/account/${ctx.accountId}/users/bulkCreate`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ users: parsed.users }),
    },
  );
  const { taskId } = (await start.json()) as { taskId: number };
  let status: { status: string; succeeded: number; failed: number };
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await ctx.platform.app.request(
      `/svc/appserver/rest/account/${ctx.accountId}/bulkTask/${taskId}`,
      { headers },
    );
    status = (await res.json()) as typeof status;
    if (['done', 'partial', 'failed'].includes(status.status)) break;
  }
  const t2 = performance.now();
  await ctx.platform.app.request(`/svc/appserver/rest/account/${ctx.accountId}/bulkTask/${taskId}/rows`, {
    headers,
  });
  const t3 = performance.now();
  console.log(
    `CSV import of 5,000 users end to end: ${((t3 - t0) / 1000).toFixed(2)} s (parse and check ${ms(t1 - t0)}, job ${((t2 - t1) / 1000).toFixed(2)} s, result rows ${ms(t3 - t2)}); ${status.succeeded} created, ${status.failed} failed (${parsed.issues.length} refused before sending)`,
  );
}

export async function benchBrowser(ctx: BenchContext) {
  if (!ctx.staticReady) {
    console.log('Chromium: skipped (no dist/: run `npm run build` first)');
    return;
  }
  const server = serve({ fetch: ctx.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Login name').fill(LARGE_ACCOUNT_ADMIN.loginName);
    await page.getByLabel('Password', { exact: true }).fill(LARGE_ACCOUNT_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/#\/management\/m\//);
    await page.waitForLoadState('networkidle');
    const t0 = Date.now();
    await page.goto(`${base}/#/management/m/users`);
    await page.locator('table[aria-label="Users"] tbody tr td a').first().waitFor();
    const firstRows = Date.now() - t0;
    // BENCH_TRACE=<file>: a Chrome trace of the scroll, to open in DevTools' Performance panel.
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline'] });
    const { fling, drag } = await scrollGestures(page, 'section[aria-label="Users"]');
    if (trace) await browser.stopTracing();
    printFrameGoal('Chromium, longest frame of a fast fling through the 5,000-user table', fling);
    printFrameGoal('Chromium, longest frame dragging the scrollbar to the end of 5,000 users', drag);
    console.log(
      `Chromium, large account: first rows of the users table ${firstRows} ms after navigation; fling: ${describeScroll(fling)}; scrollbar to the end: ${describeScroll(drag)}`,
    );
    await benchNumbersTable(page, base);
    // The floor of this machine, in the same browser: the same gestures over a table of the same
    // shape written as lightly as a table can be (scrollFrames.ts).
    const floor = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await floor.setContent(floorPage());
    const bare = await scrollGestures(floor, 'section[aria-label="Floor"]');
    console.log(
      `Chromium, floor of this machine (5,000 rows of the same shape, no framework, rows reused): fling: ${describeScroll(bare.fling)}; scrollbar to the end: ${describeScroll(bare.drag)}`,
    );
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}
