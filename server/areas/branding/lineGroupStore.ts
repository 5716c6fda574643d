// Branding line groups' data (C-492..C-495; decision 0115): named groups of an account's lines
// (extensions) that present one caller name.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BrandingLineGroup } from '../../../src/domain/schemas/branding';
import type { DbOrTx } from '../../db/client';
import { brandingLineGroups, extensions } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { validationFailed } from '../../http/errors';

export type LineGroupRow = typeof brandingLineGroups.$inferSelect;

const TAKEN = { field: 'name', message: 'This account already has a group with this name.' };

const answer = (g: LineGroupRow) => ({
  id: g.id,
  name: g.name,
  description: g.description,
  callerIdName: g.callerIdName,
  extensionIds: g.extensionIds,
  createdAt: g.createdAt.toISOString(),
});

export async function lineGroupsOf(db: DbOrTx, accountId: number) {
  const rows = await db
    .select()
    .from(brandingLineGroups)
    .where(eq(brandingLineGroups.accountId, accountId))
    .orderBy(asc(brandingLineGroups.name), asc(brandingLineGroups.id));
  return rows.map(answer);
}

/** Refuses lines that are not the account's, naming the first one. */
async function checkLines(db: DbOrTx, accountId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: extensions.id })
    .from(extensions)
    .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, unique)));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw validationFailed([{ field: `extensionIds[${missing}]`, message: 'Choose lines of this account.' }]);
  return unique;
}

export async function addLineGroup(db: DbOrTx, accountId: number, body: BrandingLineGroup, now: Date) {
  const extensionIds = await checkLines(db, accountId, body.extensionIds);
  try {
    const [row] = await db
      .insert(brandingLineGroups)
      .values({ accountId, ...body, extensionIds, createdAt: now })
      .returning();
    return answer(row);
  } catch (e) {
    refuseUniqueViolation(e, { branding_line_groups_account_name_idx: TAKEN });
  }
}

export async function changeLineGroup(db: DbOrTx, group: LineGroupRow, body: BrandingLineGroup) {
  const extensionIds = await checkLines(db, group.accountId, body.extensionIds);
  try {
    const [row] = await db
      .update(brandingLineGroups)
      .set({ ...body, extensionIds })
      .where(eq(brandingLineGroups.id, group.id))
      .returning();
    return answer(row);
  } catch (e) {
    refuseUniqueViolation(e, { branding_line_groups_account_name_idx: TAKEN });
  }
}

export async function removeLineGroup(db: DbOrTx, group: LineGroupRow) {
  await db.delete(brandingLineGroups).where(eq(brandingLineGroups.id, group.id));
  return { id: group.id, deleted: true };
}
