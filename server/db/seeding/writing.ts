// What every seeder shares when it writes: the transaction type, the `meta` rows that record a
// seed ran, the advisory lock that serialises seeders, and inserting in chunks.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { meta } from '../schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const SEED_KEY = 'seed';
export const LARGE_SEED_KEY = 'seed-large';
/** Serialises concurrent seeders (two servers starting on one database). */
export const SEED_LOCK = 727_001;
const CHUNK = 1000;

export function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function hasMeta(db: Db | Tx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return row?.value;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await hasMeta(db, SEED_KEY)) !== undefined;
}
