// The numbers chosen in the table, across pages: either the numbers ticked one by one, or every
// number the search matches ("select all N matching") less those unticked since. What a bulk
// change is sent (NumberSelection) and how many it holds come from here.
import type { NumberSelection, NumbersSearch } from '../../domain/schemas/phoneNumber';

export type Chosen =
  | { mode: 'some'; numbers: ReadonlySet<string> }
  | { mode: 'matching'; except: ReadonlySet<string> };

export const NOTHING: Chosen = { mode: 'some', numbers: new Set() };

export const isChosen = (c: Chosen, phoneNumber: string) =>
  c.mode === 'some' ? c.numbers.has(phoneNumber) : !c.except.has(phoneNumber);

/** Ticks or unticks one number. */
export function toggle(c: Chosen, phoneNumber: string): Chosen {
  const flip = (s: ReadonlySet<string>) => {
    const next = new Set(s);
    if (next.has(phoneNumber)) next.delete(phoneNumber);
    else next.add(phoneNumber);
    return next;
  };
  return c.mode === 'some'
    ? { mode: 'some', numbers: flip(c.numbers) }
    : { mode: 'matching', except: flip(c.except) };
}

export const allMatching = (): Chosen => ({ mode: 'matching', except: new Set() });

/** How many numbers are chosen, of `total` matching the search. */
export const chosenCount = (c: Chosen, total: number) =>
  c.mode === 'some' ? c.numbers.size : Math.max(0, total - c.except.size);

/** The selection a bulk change is sent: the numbers named, or the search with those left out. */
export function selectionOf(c: Chosen, search: NumbersSearch): NumberSelection {
  if (c.mode === 'some') return { phoneNumbers: [...c.numbers] };
  const { fields: _fields, orderBy: _orderBy, sortDir: _sortDir, ...filter } = search;
  return c.except.size ? { filter, except: [...c.except] } : { filter };
}

/** The search sent for the table: sort, keyword and the column filters that are not blank. */
export function searchOf(q: {
  keyword: string;
  columnFilters: Partial<Record<string, string>>;
  sort: { field: string; direction: 'ASC' | 'DESC' };
}): NumbersSearch {
  const fieldKeywords = Object.fromEntries(
    Object.entries(q.columnFilters)
      .map(([k, v]) => [k, (v ?? '').trim()] as const)
      .filter(([, v]) => v !== ''),
  );
  return {
    orderBy: q.sort.field as NumbersSearch['orderBy'],
    sortDir: q.sort.direction,
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(Object.keys(fieldKeywords).length ? { fieldKeywords } : {}),
  };
}
