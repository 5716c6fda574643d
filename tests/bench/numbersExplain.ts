// `npx tsx tests/bench/numbersExplain.ts` (PGlite) or with BENCH_DATABASE_URL (PostgreSQL): seeds the
// demo and the large account, then prints the plan and time of the numbers list's statements at
// 100,000 numbers (decision 0089 quotes them). Printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type NumberExactFilters, numberPage } from '../../server/areas/numbers/numberStore';
import { openDatabase } from '../../server/db/client';
import { seedDemo, seedLarge } from '../../server/db/seed';
import type { NumberColumn, NumbersSearch } from '../../src/domain/schemas/phoneNumber';
import { createScratchDatabase } from '../support/postgres';

const server = process.env.BENCH_DATABASE_URL;
const scratch = server ? await createScratchDatabase(server, 'switchboard_explain') : undefined;
const dir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'switchboard-explain-'));
const captured: { query: string; params: unknown[] }[] = [];
const database = await openDatabase(
  scratch
    ? { databaseUrl: scratch.url, logger: { logQuery: (query, params) => captured.push({ query, params }) } }
    : { dataDir: dir, logger: { logQuery: (query, params) => captured.push({ query, params }) } },
);
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
try {
  await seedDemo(database.db);
  const { accountId } = await seedLarge(database.db);
  const cases: {
    name: string;
    sortField: NumberColumn;
    offset: number;
    search?: NumbersSearch;
    exact?: NumberExactFilters;
  }[] = [
    { name: 'sort phoneNumber, first page', sortField: 'phoneNumber', offset: 0 },
    { name: 'sort customTag (nullable), first page', sortField: 'customTag', offset: 0 },
    { name: 'sort customTag, last page', sortField: 'customTag', offset: 99_000 },
    { name: 'sort callerIdName DESC-less, middle', sortField: 'callerIdName', offset: 50_000 },
    {
      name: 'status=Call_Queue, sort status',
      sortField: 'status',
      offset: 0,
      search: { fieldKeywords: { status: 'Call_Queue' } },
    },
    { name: 'keyword 555 (contains)', sortField: 'phoneNumber', offset: 0, search: { keyword: '555' } },
    { name: 'keyword head (tag or name)', sortField: 'phoneNumber', offset: 0, search: { keyword: 'head' } },
    {
      name: 'fieldKeywords callerIdName glo',
      sortField: 'callerIdName',
      offset: 0,
      search: { fieldKeywords: { callerIdName: 'glo' } },
    },
    {
      name: 'status=available (most rows)',
      sortField: 'phoneNumber',
      offset: 0,
      search: { fieldKeywords: { status: 'available' } },
    },
    { name: 'provider=Bandwidth', sortField: 'phoneNumber', offset: 0, exact: { provider: 'Bandwidth' } },
    {
      name: 'customTag=Head office',
      sortField: 'phoneNumber',
      offset: 0,
      exact: { customTag: 'Head office' },
    },
    { name: 'toll-free only', sortField: 'phoneNumber', offset: 0, search: { serviceTypes: ['tollFree'] } },
    { name: 'sort extensionNumber, first page', sortField: 'extensionNumber', offset: 0 },
    { name: 'sort extensionNumber, offset 50,000', sortField: 'extensionNumber', offset: 50_000 },
  ];
  for (const c of cases) {
    captured.length = 0;
    const t = performance.now();
    await numberPage(database.db, accountId, {
      search: c.search ?? {},
      exact: c.exact,
      sortField: c.sortField,
      sortDirection: 'ASC',
      offset: c.offset,
      pageSize: 750,
    });
    const took = performance.now() - t;
    console.log(`\n=== ${c.name}: ${took.toFixed(1)} ms (${captured.length} statements)`);
    // A statement's own planner setting (`set local`, inside its transaction) is set again
    // around its plan; the transaction's other statements have none.
    let setting: string | undefined;
    for (const s of captured.slice()) {
      const text = s.query.replace(/\$(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1]));
      if (/^(begin|commit|rollback|savepoint|release)/i.test(text)) continue;
      if (/^set local /i.test(text)) {
        setting = text;
        console.log(`  (${text})`);
        continue;
      }
      const plan = (await database.db.transaction(async (tx) => {
        if (setting) await tx.execute(sql.raw(setting));
        return tx.execute(sql.raw(`explain (analyze, costs off) ${text}`));
      })) as unknown as {
        rows: Record<string, string>[];
      };
      setting = undefined;
      for (const r of plan.rows) console.log(`  ${Object.values(r)[0]}`);
    }
  }
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await scratch?.drop();
}
