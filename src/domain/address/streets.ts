// How a street line is written in the form a dispatcher's records expect: spaces collapsed, no
// trailing full stops, and in the United States the USPS standard abbreviations of street
// suffixes and unit designators (Publication 28), which is what "a corrected address" mostly
// means there. Other countries' lines are only tidied.
import type { LocationCountry } from './countries';

/** USPS Publication 28 abbreviations of the commonest street suffixes. */
const US_SUFFIXES: Readonly<Record<string, string>> = {
  avenue: 'Ave',
  boulevard: 'Blvd',
  circle: 'Cir',
  court: 'Ct',
  drive: 'Dr',
  expressway: 'Expy',
  freeway: 'Fwy',
  highway: 'Hwy',
  lane: 'Ln',
  parkway: 'Pkwy',
  place: 'Pl',
  plaza: 'Plz',
  road: 'Rd',
  square: 'Sq',
  street: 'St',
  terrace: 'Ter',
  trail: 'Trl',
};

/** USPS unit designators (the second address line). */
const US_UNITS: Readonly<Record<string, string>> = {
  apartment: 'Apt',
  building: 'Bldg',
  floor: 'Fl',
  room: 'Rm',
  suite: 'Ste',
  unit: 'Unit',
};

/** Predirectionals, by their abbreviation. */
export const PREDIRECTIONALS = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'] as const;
export type Predirectional = (typeof PREDIRECTIONALS)[number];

const DIRECTION_WORDS: Readonly<Record<string, Predirectional>> = {
  n: 'N',
  north: 'N',
  s: 'S',
  south: 'S',
  e: 'E',
  east: 'E',
  w: 'W',
  west: 'W',
  ne: 'NE',
  northeast: 'NE',
  nw: 'NW',
  northwest: 'NW',
  se: 'SE',
  southeast: 'SE',
  sw: 'SW',
  southwest: 'SW',
};

/** The predirectional a text names ("north east", "NE", "n."), or undefined. */
export function readPredirectional(text: string): Predirectional | undefined {
  const key = text.toLowerCase().replace(/[\s.-]/g, '');
  return Object.hasOwn(DIRECTION_WORDS, key) ? DIRECTION_WORDS[key] : undefined;
}

/** Spaces collapsed and trimmed, trailing full stops of words dropped ("St." → "St"). */
export function tidyLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\p{L})\.(?=\s|,|$)/gu, '$1');
}

const abbreviateWord = (word: string, table: Readonly<Record<string, string>>) => {
  const key = word.toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : word;
};

/** The street line as written for the country: the US suffix (its last word) abbreviated. */
export function standardStreet(country: LocationCountry, street: string): string {
  const tidy = tidyLine(street);
  if (country !== 'US') return tidy;
  const words = tidy.split(' ');
  if (words.length < 2) return tidy;
  words[words.length - 1] = abbreviateWord(words[words.length - 1], US_SUFFIXES);
  return words.join(' ');
}

/** The second line as written for the country: the US unit designator (its first word) abbreviated. */
export function standardSecondLine(country: LocationCountry, line: string): string {
  const tidy = tidyLine(line);
  if (country !== 'US' || !tidy) return tidy;
  const [first, ...rest] = tidy.split(' ');
  return [abbreviateWord(first, US_UNITS), ...rest].join(' ');
}
