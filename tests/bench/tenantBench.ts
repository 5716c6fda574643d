// What the largest tenant costs the others: the extensions list of a small account (Acme, 24
// extensions) measured on a database holding only the demo, and again once the large account
// (5,000 users, 100,000 numbers) is in the same database. Printed with its goal (issue 12): with
// the right indexes the second is at most 1.2 times the first.
import { eq } from 'drizzle-orm';
import type { Platform } from '../../server/app';
import type { Db } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { median, printGoal } from './goals';
import { benchSignIn } from './usersBench';

const ACME_ADMIN = DEMO_SIGN_INS.find((s) => s.loginName === 'admin@acme.example')!;

export interface TenantListProbe {
  /** Median of repeated in-process calls, in ms. */
  measure(): Promise<{ p50: number; rows: number }>;
}

export async function tenantListProbe(platform: Platform, db: Db): Promise<TenantListProbe> {
  const [acme] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, ACME_ADMIN.accountName));
  const token = await benchSignIn(platform, ACME_ADMIN);
  const path = `/svc/ucaas/api/ucaas/account/v2/${acme.id}/extensionList`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    async measure() {
      let rows = 0;
      for (let i = 0; i < 20; i++) await platform.app.request(path, { headers });
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        const res = await platform.app.request(path, { headers });
        const body = (await res.json()) as { phoneSystemExtension?: unknown[] };
        times.push(performance.now() - t);
        rows = body.phoneSystemExtension?.length ?? 0;
      }
      return { p50: median(times), rows };
    },
  };
}

export function printTenantRatio(
  alone: { p50: number; rows: number },
  beside: { p50: number; rows: number },
) {
  console.log(
    `extensions list of a small account (${alone.rows} rows), p50: ${alone.p50.toFixed(2)} ms on a database with the demo only, ${beside.p50.toFixed(2)} ms beside the large account (${beside.rows} rows)`,
  );
  printGoal('extensions list of a small account beside the large one, cost ratio', {
    value: beside.p50 / alone.p50,
    unit: '×',
    goal: 1.2,
    better: 'lower',
  });
}
