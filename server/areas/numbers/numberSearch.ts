// Which of an account's numbers a search matches (NUM-02, NUM-03): the one reading of the list's
// filters, the v1 enhanced search and a bulk change's selection by filter, so that "all 40,000
// that match" is the same 40,000 the table showed.
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { numberDigits, statusesMatching } from '../../../src/domain/phoneNumbers';
import type { NumberColumn, NumbersSearch } from '../../../src/domain/schemas/phoneNumber';
import { phoneNumbers } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';

/**
 * Each column a search narrows and the list sorts by, as a text expression: all of the number's
 * row (the extension's number is kept on it, migration 0020), so no search needs a join.
 */
export const numberColumnText: Record<NumberColumn, SQL> = {
  phoneNumber: sql`${phoneNumbers.phoneNumber}`,
  status: sql`${phoneNumbers.status}`,
  provider_name: sql`${phoneNumbers.providerName}`,
  customTag: sql`${phoneNumbers.customTag}`,
  callerId: sql`${phoneNumbers.callerId}`,
  callerIdName: sql`${phoneNumbers.callerIdName}`,
  initial_assign: sql`${phoneNumbers.initialAssign}`,
  country: sql`${phoneNumbers.country}`,
  productNumber: sql`${phoneNumbers.productNumber}`,
  backupNumber: sql`${phoneNumbers.backupNumber}`,
  extensionNumber: sql`${phoneNumbers.extensionNumber}`,
};

/** One column's keyword: digits for number columns, NUM-03 for status, else text anywhere. */
function columnMatches(column: NumberColumn, keyword: string): SQL | undefined {
  const text = keyword.trim();
  if (!text) return undefined;
  if (column === 'status') {
    const statuses = statusesMatching(text);
    return statuses.length ? inArray(phoneNumbers.status, statuses) : sql`false`;
  }
  if (column === 'phoneNumber' || column === 'callerId' || column === 'backupNumber') {
    const digits = numberDigits(text);
    if (!digits) return sql`false`;
    return sql`${numberColumnText[column]} like ${containsPattern(digits)}`;
  }
  return sql`${numberColumnText[column]} ilike ${containsPattern(text)}`;
}

/** The free keyword: digits of the number, or the caller-id name or the tag. */
function keywordMatches(keyword: string): SQL | undefined {
  const text = keyword.trim();
  if (!text) return undefined;
  const digits = numberDigits(text);
  const pattern = containsPattern(text);
  const parts = [
    sql`${phoneNumbers.callerIdName} ilike ${pattern}`,
    sql`${phoneNumbers.customTag} ilike ${pattern}`,
  ];
  if (digits) parts.unshift(sql`${phoneNumbers.phoneNumber} like ${containsPattern(digits)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The condition of a search on one account's numbers, over `phone_numbers` alone. */
export function numberSearchWhere(accountId: number, search: NumbersSearch, except?: readonly string[]): SQL {
  const parts: (SQL | undefined)[] = [eq(phoneNumbers.accountId, accountId)];
  for (const [column, keyword] of Object.entries(search.fieldKeywords ?? {}))
    if (keyword !== undefined) parts.push(columnMatches(column as NumberColumn, keyword));
  if (search.keyword) parts.push(keywordMatches(search.keyword));
  if (search.countryCode) parts.push(eq(phoneNumbers.country, search.countryCode.toUpperCase()));
  const types = search.serviceTypes ?? [];
  // The column itself, not `= $1`: the toll-free partial index's predicate is then implied.
  if (types.length === 1)
    parts.push(
      types[0] === 'tollFree' ? sql`${phoneNumbers.isTollFree}` : sql`not ${phoneNumbers.isTollFree}`,
    );
  if (except?.length) parts.push(notInArray(phoneNumbers.phoneNumber, except.map(numberDigits)));
  return and(...parts) as SQL;
}
