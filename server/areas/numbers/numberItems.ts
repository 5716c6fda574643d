// A number as the list answers it (NUM-01), written by the database as JSON text (decision 0124):
// a page's 750 items are joined into one text by the statement that reads them, so the server
// neither parses 750 rows into objects nor serialises them again. The keys and their order are
// those of `numberAnswer` (numberStore.ts), which the reads of one number still use.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { NumberColumn } from '../../../src/domain/schemas/phoneNumber';
import { extensions, phoneNumbers } from '../../db/schema';

/** Each key of an item and the value it is read from (the page's row and its extension). */
const ITEM_VALUES: Record<string, SQL> = {
  id: sql`${phoneNumbers.id}`,
  phoneNumber: sql`${phoneNumbers.phoneNumber}`,
  // NUM-06: 11 digits starting 1999 are US whatever was stored.
  country: sql`case when length(${phoneNumbers.phoneNumber}) = 11 and ${phoneNumbers.phoneNumber} like '1999%'
    then 'US' else ${phoneNumbers.country} end`,
  productNumber: sql`${phoneNumbers.productNumber}`,
  provider_name: sql`${phoneNumbers.providerName}`,
  initial_assign: sql`${phoneNumbers.initialAssign}`,
  callerId: sql`${phoneNumbers.callerId}`,
  callerIdName: sql`${phoneNumbers.callerIdName}`,
  customTag: sql`${phoneNumbers.customTag}`,
  backupNumber: sql`${phoneNumbers.backupNumber}`,
  status: sql`${phoneNumbers.status}`,
  tollFree: sql`${phoneNumbers.isTollFree}`,
  extensionId: sql`${phoneNumbers.extensionId}`,
  extensionNumber: sql`${phoneNumbers.extensionNumber}`,
  assignedTo: sql`${extensions.userName}`,
};

/** The keys of an item: all, or its id and number and the columns asked for (C-352's `fields`). */
function itemKeys(fields?: readonly NumberColumn[]): string[] {
  return fields ? [...new Set(['id', 'phoneNumber', ...fields])] : Object.keys(ITEM_VALUES);
}

/**
 * The items of a page as one JSON array text, in the order of `ids` (a select of the page's ids,
 * ordered and limited): `row_to_json` of a lateral select per id writes each item's keys in order
 * and without spaces. Measured at 750 rows (decision 0124): half the time of reading the rows and
 * serialising them in the server on PGlite, about the same on PostgreSQL; the same `row_to_json`
 * as a correlated subquery in the aggregate was several times slower.
 */
export function numberItemsJson(
  ids: SQL | SQLWrapper,
  fields?: readonly NumberColumn[],
  /** The ids come in the page's reverse order (a page read from the far end): write them back. */
  reversed = false,
): SQL {
  const values = itemKeys(fields).map((key) => sql`${ITEM_VALUES[key]} as ${sql.identifier(key)}`);
  const order = reversed ? sql`page.ord desc` : sql`page.ord`;
  return sql`
    select count(*)::int as n,
           '[' || coalesce(string_agg(row_to_json(item)::text, ',' order by ${order}), '') || ']' as items
      from unnest(array(${ids})) with ordinality as page(id, ord)
     cross join lateral (
       select ${sql.join(values, sql`, `)}
         from ${phoneNumbers} left join ${extensions} on ${extensions.id} = ${phoneNumbers.extensionId}
        where ${phoneNumbers.id} = page.id) item`;
}
