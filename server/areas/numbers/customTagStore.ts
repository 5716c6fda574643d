// Custom tags (NUM-07): the account's tags with how many numbers carry each, a create, and a
// change that renames the tag on every number of the account in the same transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CustomTagInput, DUPLICATE_TAG_MESSAGE } from '../../../src/domain/schemas/customTag';
import type { Db } from '../../db/client';
import { customTags, NOT_EXCLUDED_SQL, phoneNumbers } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import type { CustomTagRow } from './numberRows';

const duplicate = { custom_tags_account_name_idx: { field: 'name', message: DUPLICATE_TAG_MESSAGE } };

const tagAnswer = {
  id: customTags.id,
  accountId: customTags.accountId,
  name: customTags.name,
  description: customTags.description,
  // Qualified by hand: drizzle writes a lone table's columns unqualified, which inside the
  // subquery would name the number's own columns. Through the list's partial tag index.
  numberCount: sql<number>`(select count(*)::int from ${phoneNumbers} p
    where p.account_id = custom_tags.account_id and p.custom_tag = custom_tags.name
      and ${sql.raw(NOT_EXCLUDED_SQL)})`,
};

/** C-102: the account's tags, by name, each with how many of its numbers carry it. */
export async function listCustomTags(db: Db, accountId: number) {
  return db
    .select(tagAnswer)
    .from(customTags)
    .where(eq(customTags.accountId, accountId))
    .orderBy(sql`lower(${customTags.name})`, asc(customTags.id));
}

async function tagById(db: Db, id: number) {
  const [tag] = await db.select(tagAnswer).from(customTags).where(eq(customTags.id, id));
  return tag;
}

/** C-109: a new tag; a name the account has already (any case) is a field error. */
export async function createCustomTag(db: Db, accountId: number, input: CustomTagInput) {
  try {
    const [created] = await db
      .insert(customTags)
      .values({ accountId, name: input.name, description: input.description ?? null })
      .returning({ id: customTags.id });
    return tagById(db, created.id);
  } catch (error) {
    refuseUniqueViolation(error, duplicate);
  }
}

/** C-108: a tag changed; a new name goes onto every number of the account that had the old one. */
export async function changeCustomTag(db: Db, tag: CustomTagRow, input: CustomTagInput) {
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(customTags)
        .set({ name: input.name, description: input.description ?? tag.description })
        .where(eq(customTags.id, tag.id));
      if (input.name !== tag.name)
        await tx
          .update(phoneNumbers)
          .set({ customTag: input.name })
          .where(and(eq(phoneNumbers.accountId, tag.accountId), eq(phoneNumbers.customTag, tag.name)));
    });
  } catch (error) {
    refuseUniqueViolation(error, duplicate);
  }
  return tagById(db, tag.id);
}
