// A move of 10,000 numbers of the large account to a sibling account under the same reseller
// (decision 0090): 200 batches of 50, end to end through the portal's bulk call as a partner
// super user, its dry run first. Printed, never asserted.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts, phoneNumbers } from '../../server/db/schema';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { type BenchContext, benchSignIn } from './usersBench';

const MOVED = 10_000;

export async function benchNumbersMove(ctx: BenchContext) {
  const [large] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.accountId));
  const [sibling] = await ctx.db
    .insert(accounts)
    .values({ parentId: large.parentId, name: 'Globex Spin-off', kind: 'customer', countryCode: 'US' })
    .returning({ id: accounts.id });
  const partner = DEMO_SIGN_INS.find((d) => d.role === 'partner super user');
  if (!partner) throw new Error('no partner super user in the demo');
  const token = await benchSignIn(ctx.platform, partner);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Numbers on no extension (an assigned number is refused, as the move's rule says).
  const chosen = await ctx.db
    .select({ n: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountId, ctx.accountId), isNull(phoneNumbers.extensionId)))
    .orderBy(phoneNumbers.phoneNumber)
    .limit(MOVED);
  const body = {
    selection: { phoneNumbers: chosen.map((c) => c.n) },
    change: { action: 'move', accountId: sibling.id },
  };
  const path = `/svc/appserver/rest/account/${ctx.accountId}/phoneNumbers/bulk`;
  const t0 = performance.now();
  const dry = await ctx.platform.app.request(path, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, dryRun: true }),
  });
  const preview = (await dry.json()) as { willChange: number; batches: number };
  const t1 = performance.now();
  const start = await ctx.platform.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const { taskId } = (await start.json()) as { taskId: number };
  const t2 = performance.now();
  let batches = 0;
  const off = ctx.platform.jobs.onBatch(() => {
    batches += 1;
  });
  await ctx.platform.jobs.idle();
  off();
  const t3 = performance.now();
  const task = (await (
    await ctx.platform.app.request(`/svc/appserver/rest/account/${ctx.accountId}/bulkTask/${taskId}`, {
      headers,
    })
  ).json()) as { status: string; succeeded: number; failed: number; batches: number };
  const [moved] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.accountId, sibling.id));
  const seconds = (t3 - t2) / 1000;
  // The dry run of a change of every number the large account has left, chosen by search.
  const t4 = performance.now();
  const whole = await ctx.platform.app.request(path, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      selection: { filter: {} },
      change: { action: 'status', status: 'Aging' },
      dryRun: true,
    }),
  });
  const all = (await whole.json()) as { selected: number; willChange: number; refusedCount: number };
  const t5 = performance.now();
  console.log(
    `numbers move of ${MOVED.toLocaleString('en-US')} (${task.batches} batches of 50) end to end: ${((t3 - t0) / 1000).toFixed(2)} s (dry run ${(t1 - t0).toFixed(0)} ms for ${preview.willChange} to change in ${preview.batches} batches, start ${(t2 - t1).toFixed(0)} ms, job ${seconds.toFixed(2)} s, ${(batches / seconds).toFixed(1)} batches/s); ${task.status}, ${task.succeeded} moved, ${task.failed} refused, ${moved.n} now in the sibling`,
  );
  console.log(
    `numbers dry run of a status change by search (the whole large account): ${(t5 - t4).toFixed(0)} ms for ${all.selected.toLocaleString('en-US')} numbers (${all.willChange} would change, ${all.refusedCount} refused)`,
  );
}
