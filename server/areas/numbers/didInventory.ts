// The DID search (C-349, C-167; decision 0089): numbers an account may order. The platform has no
// carrier behind it, so the inventory is made up, the same every time: candidates generated from
// the country and area code (or a toll-free prefix), less every number already in an account and
// the excluded prefixes (NUM-06), narrowed to those containing the digits asked for.
import { inArray } from 'drizzle-orm';
import { isExcluded, TOLL_FREE_PREFIXES } from '../../../src/domain/phoneNumbers';
import type { DidSearch } from '../../../src/domain/schemas/customTag';
import type { DbOrTx } from '../../db/client';
import { phoneNumbers } from '../../db/schema';

/** Per country: its calling code, its national number's length and a default area code. */
const COUNTRIES: Record<string, { code: string; length: number; area: string }> = {
  US: { code: '1', length: 10, area: '415' },
  CA: { code: '1', length: 10, area: '416' },
  GB: { code: '44', length: 10, area: '20' },
  AU: { code: '61', length: 9, area: '2' },
  IN: { code: '91', length: 10, area: '22' },
};

/** How many candidates one search walks at most (a contains search finds fewer). */
const CANDIDATES = 20_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The k-th candidate for a search: deterministic, spread over the subscriber numbers. */
function candidate(search: DidSearch, k: number): string | undefined {
  if (search.tollFree) {
    const prefix = TOLL_FREE_PREFIXES[k % TOLL_FREE_PREFIXES.length];
    return `${prefix}${pad(2_000_000 + ((k * 7_919) % 8_000_000), 7)}`;
  }
  const country = COUNTRIES[search.countryCode.toUpperCase()];
  if (!country) return undefined;
  const area = search.areaCode ?? country.area;
  const rest = country.length - area.length;
  if (rest < 5) return undefined;
  // A subscriber part that never starts with 0 or 1 (valid in NANP, and in the others).
  const span = 8 * 10 ** (rest - 1);
  const subscriber = 2 * 10 ** (rest - 1) + ((k * 7_919 + Number(area) * 31) % span);
  return `${country.code}${area}${pad(subscriber, rest)}`;
}

export async function searchDids(db: DbOrTx, search: DidSearch) {
  const country = search.tollFree ? 'US' : search.countryCode.toUpperCase();
  const wanted: string[] = [];
  for (let k = 0; k < CANDIDATES && wanted.length < search.quantity * 3; k++) {
    const number = candidate(search, k);
    if (!number) break;
    if (isExcluded(number)) continue;
    if (search.contains && !number.includes(search.contains)) continue;
    if (!wanted.includes(number)) wanted.push(number);
  }
  const taken = wanted.length
    ? new Set(
        (
          await db
            .select({ n: phoneNumbers.phoneNumber })
            .from(phoneNumbers)
            .where(inArray(phoneNumbers.phoneNumber, wanted))
        ).map((r) => r.n),
      )
    : new Set<string>();
  const items = wanted
    .filter((n) => !taken.has(n))
    .slice(0, search.quantity)
    .map((phoneNumber) => ({ phoneNumber, country, tollFree: search.tollFree === true }));
  return { total: items.length, items };
}
