// Numbers, valid for each country (E.164 digits without '+'); `i` is an index in the account's
// block, `a` the account's position, so different accounts never share a number.
import type { Country } from './tenantTree';

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface Numbering {
  /** A local DID of the account (phone_numbers.phone_number). */
  did(a: number, i: number): string;
  mobile(a: number, i: number): string;
  home(a: number, i: number): string;
  /** A caller outside the account. */
  external(i: number): string;
}

export function numberingFor(country: Country, area = '415', mobileArea = '628'): Numbering {
  switch (country) {
    case 'US':
      // 555-0100..0199 is reserved for fiction and valid everywhere in the plan.
      return {
        did: (_a, i) => `1${area}5550${pad(100 + (i % 100), 3)}`,
        mobile: (_a, i) => `1${mobileArea}5550${pad(100 + (i % 100), 3)}`,
        home: (_a, i) => `1${mobileArea}5550${pad(100 + ((i + 50) % 100), 3)}`,
        external: (i) => `1${EXTERNAL_US_AREAS[i % EXTERNAL_US_AREAS.length]}5550${pad(100 + (i % 100), 3)}`,
      };
    case 'GB':
      // Ofcom's drama ranges: 020 7946 0xxx (London), 0113 496 0xxx (Leeds), 0161 496 0xxx.
      return {
        did: (a, i) => `442079460${pad((a * 40 + i) % 1000, 3)}`,
        mobile: (a, i) => `447400${pad(100000 + a * 1000 + i, 6)}`,
        home: (a, i) => `441134960${pad((a * 40 + i) % 1000, 3)}`,
        external: (i) => `441614960${pad(i % 1000, 3)}`,
      };
    case 'AU':
      // ACMA's ranges for fiction: 02 5550 xxxx, 03 7010 xxxx, 0491 57x xxx.
      return {
        did: (a, i) => `6125550${pad(1000 + a * 40 + i, 4)}`,
        mobile: (a, i) => `6149157${pad(1000 + a * 40 + i, 4)}`,
        home: (a, i) => `6137010${pad(1000 + a * 40 + i, 4)}`,
        external: (i) => `6129000${pad(1000 + (i % 9000), 4)}`,
      };
    case 'IN':
      return {
        did: (a, i) => `91804000${pad(1000 + a * 40 + i, 4)}`,
        mobile: (a, i) => `9198450${pad(10000 + a * 100 + i, 5)}`,
        home: (a, i) => `91224000${pad(1000 + a * 40 + i, 4)}`,
        external: (i) => `9170123${pad(10000 + (i % 90000), 5)}`,
      };
  }
}

const EXTERNAL_US_AREAS = ['212', '305', '503', '646', '919'];

export const e164 = (digits: string) => `+${digits}`;
