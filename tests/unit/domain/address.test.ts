// The address data of emergency locations (issue 19): postal-code formats per country, read as
// typed and kept in the written form; provinces by code or name; the corrected address.
import { describe, expect, it } from 'vitest';
import { canonicalPostalCode } from '../../../src/domain/address/countries';
import { findProvince, PROVINCES } from '../../../src/domain/address/provinces';
import { standardAddress } from '../../../src/domain/address/suggest';
import { validateAddress } from '../../../src/domain/address/validate';

describe('postal codes', () => {
  it.each([
    ['US', '94105', '94105'],
    ['US', ' 94105-1234 ', '94105-1234'],
    ['US', '941051234', '94105-1234'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'gir0aa', 'GIR 0AA'],
    ['AU', '2000', '2000'],
    ['IN', '560 001', '560001'],
  ] as const)('CALL-06 %s takes %j as %j', (country, typed, written) => {
    expect(canonicalPostalCode(country, typed)).toBe(written);
  });

  it.each([
    ['US', '9410'],
    ['US', '94105-12'],
    ['US', 'ABCDE'],
    ['CA', 'D1A 0B1'], // no postal code starts with D
    ['CA', 'K1A 0B'],
    ['GB', 'SW1A'],
    ['GB', '12345'],
    ['AU', '200'],
    ['AU', '20000'],
    ['IN', '056001'],
    ['IN', '56001'],
  ] as const)('CALL-06 %s refuses %j', (country, typed) => {
    expect(canonicalPostalCode(country, typed)).toBeUndefined();
  });
});

describe('provinces', () => {
  it('CALL-06 lists each country’s provinces, found by code or name in any case', () => {
    expect(PROVINCES.US).toHaveLength(52);
    expect(PROVINCES.CA).toHaveLength(13);
    expect(PROVINCES.GB).toHaveLength(4);
    expect(PROVINCES.AU).toHaveLength(8);
    expect(PROVINCES.IN).toHaveLength(36);
    expect(findProvince('CA', 'québec')?.code).toBe('QC');
    expect(findProvince('IN', 'karnataka')?.code).toBe('KA');
    expect(findProvince('AU', 'nsw')?.name).toBe('New South Wales');
    expect(findProvince('US', 'Ontario')).toBeUndefined();
  });
});

describe('the corrected address', () => {
  it('CALL-06 writes a Canadian address with its province code and postal code', () => {
    expect(
      standardAddress({
        countryCode: 'CA',
        region: 'Ontario',
        city: 'toronto',
        street: ' 100  Queen Street West. ',
        street2: null,
        predirectional: null,
        postalCode: 'm5h2n2',
      }),
    ).toEqual({
      countryCode: 'CA',
      region: 'ON',
      city: 'Toronto',
      street: '100 Queen Street West',
      street2: null,
      predirectional: null,
      postalCode: 'M5H 2N2',
    });
  });

  it('CALL-06 tells a Canadian postal code that cannot be in the province', () => {
    const checked = validateAddress({
      countryCode: 'CA',
      region: 'BC',
      city: 'Vancouver',
      street: '1 Main',
      postalCode: 'K1A 0B1',
    });
    expect(checked.valid).toBe(false);
    expect(checked.problems).toEqual([
      { field: 'postalCode', message: 'This postal code is not in British Columbia.' },
    ]);
  });

  it('CALL-06 reads a predirectional given apart', () => {
    const written = standardAddress({
      countryCode: 'US',
      region: 'WA',
      city: 'Seattle',
      street: 'Main Street',
      street2: null,
      predirectional: 'north east',
      postalCode: '98101',
    });
    expect(written).toMatchObject({ predirectional: 'NE', street: 'Main St' });
  });
});
