// Phone numbers for display and input (PHONE-01, PHONE-02), on libphonenumber-js.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Stored numbers are digits with the country code ('14155550100'); shown in international format. */
export function formatPhone(stored: string): string {
  const candidate = stored.startsWith('+') ? stored : `+${stored.replace(/\D/g, '')}`;
  const parsed = parsePhoneNumberFromString(candidate);
  return parsed ? parsed.formatInternational() : stored;
}
