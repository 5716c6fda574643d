// Validation of an emergency address (C-075, C-366): its problems in the form's words, and the
// corrected address when the product's own data can write it better (suggest.ts). `valid` is
// about the address as given; a suggestion may be offered for a valid one too (ZIP+4 spacing,
// "Street" → "St").
import { fieldErrorsOf } from '../schemas/fieldErrors';
import { type LocationValidation, locationSchema } from '../schemas/location';
import { type Address, changedFields, standardAddress } from './suggest';

const asAddress = (input: Record<string, unknown>): Address | undefined => {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const countryCode = text(input.countryCode);
  const city = text(input.city);
  const street = text(input.street);
  const postalCode = text(input.postalCode);
  if (countryCode === null || city === null || street === null || postalCode === null) return undefined;
  return {
    countryCode,
    region: text(input.region) || null,
    city,
    street,
    street2: text(input.street2) || null,
    predirectional: text(input.predirectional) || null,
    postalCode,
  };
};

export function validateAddress(input: Record<string, unknown>): LocationValidation {
  // The name is not the address's: a blank one does not make the address invalid.
  const checked = locationSchema.safeParse({ ...input, name: 'address' });
  const problems = checked.success ? [] : fieldErrorsOf(checked.error.issues);
  const typed = asAddress(input);
  if (!typed) return { valid: false, problems, suggestion: null, changed: [] };
  const written = standardAddress(typed);
  const changed = changedFields(typed, written);
  // A suggestion is only worth offering when it is itself a valid address.
  const usable = changed.length > 0 && locationSchema.safeParse({ ...written, name: 'address' }).success;
  return {
    valid: checked.success,
    problems,
    suggestion: usable ? written : null,
    changed: usable ? changed : [],
  };
}
