// The reports on the large account's 1,000,000 calls (decision 0106): the company summary of a
// month and of a year, the call log's first page with a filter, and a CSV export of about
// 100,000 calls end to end (start, the engine's parts, the status, the download). Printed,
// never asserted.
import { sql } from 'drizzle-orm';
import { type BenchContext, benchSignIn } from './usersBench';

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function benchReports(ctx: BenchContext) {
  const token = await benchSignIn(ctx.platform);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `/svc/ucaas/api/ucaas/account/${ctx.accountId}`;
  const [{ n: calls }] = (
    (await ctx.db.execute(
      sql`select count(*)::int as n from call_records where account_id = ${ctx.accountId}::int`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`reports: the large account has ${calls.toLocaleString('en')} call records`);

  /** Median of three timed GETs, after one to warm the statement. */
  const timed = async (label: string, path: string) => {
    await ctx.platform.app.request(`${base}${path}`, { headers });
    const times: number[] = [];
    let body: unknown;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await ctx.platform.app.request(`${base}${path}`, { headers });
      body = await res.json();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`reports: ${label}: ${times[1].toFixed(0)} ms (median of 3)`);
    return body as { totals?: { calls: number }; total?: number };
  };
  const today = new Date();
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const month = await timed(
    `company summary, last month (${day(monthStart)}..${day(monthEnd)})`,
    `/companySummaryMetrics?from=${day(monthStart)}&to=${day(monthEnd)}`,
  );
  console.log(`reports:   ${month.totals?.calls.toLocaleString('en')} calls counted`);
  const yearFrom = day(new Date(today.getTime() - 364 * DAY_MS));
  const year = await timed(
    `company summary, a year (${yearFrom}..${day(today)})`,
    `/companySummaryMetrics?from=${yearFrom}&to=${day(today)}`,
  );
  console.log(`reports:   ${year.totals?.calls.toLocaleString('en')} calls counted`);
  const logFrom = day(new Date(today.getTime() - 29 * DAY_MS));
  const log = await timed(
    'call log, first page of 50, last 30 days, inbound missed',
    `/reports/callLogs?from=${logFrom}&to=${day(today)}&direction=inbound&result=missed&limit=50`,
  );
  console.log(`reports:   ${log.total?.toLocaleString('en')} calls match`);

  // About 100,000 calls: 40 days of the large account's history.
  const exportFrom = day(new Date(today.getTime() - 39 * DAY_MS));
  const t0 = performance.now();
  const start = await ctx.platform.app.request(`${base}/reports/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      report: 'callLogs',
      format: 'csv',
      filters: { from: exportFrom, to: day(today) },
    }),
  });
  const { exportId, total } = (await start.json()) as { exportId: string; total: number };
  const t1 = performance.now();
  await ctx.platform.jobs.idle();
  const status = (await (
    await ctx.platform.app.request(`${base}/reports/exports/${exportId}`, { headers })
  ).json()) as {
    state: string;
    url: string;
  };
  const t2 = performance.now();
  const file = await ctx.platform.app.request(status.url, { headers });
  const text = await file.text();
  const t3 = performance.now();
  const rows = text.split('\r\n').length - 2;
  console.log(
    `reports: CSV export of ${rows.toLocaleString('en')} calls (${total} parts, ${(text.length / 1e6).toFixed(1)} MB): ` +
      `start ${(t1 - t0).toFixed(0)} ms, written ${((t2 - t1) / 1000).toFixed(1)} s, download ${(t3 - t2).toFixed(0)} ms, ` +
      `end to end ${((t3 - t0) / 1000).toFixed(1)} s (${status.state})`,
  );
}
