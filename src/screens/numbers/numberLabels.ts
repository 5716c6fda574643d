// What the numbers screens show for the area's values: the link to a number, a number formatted
// once (libphonenumber-js, kept in this area's chunk; each distinct number is parsed once and
// remembered, so scrolling 100,000 rows does no parsing twice), the columns and their names.
import { formatPhone } from '../../domain/phone';
import { BLANK_BACKUP_NUMBER } from '../../domain/phoneNumbers';
import type { NumberColumn } from '../../domain/schemas/phoneNumber';

export const numbersHref = (sub = '') => `#/management/m/numbers${sub ? `/${sub}` : ''}`;

const formatted = new Map<string, string>();
/** A stored number (digits with the country code) in international format; parsed once. */
export function displayNumber(stored: string | null | undefined): string {
  if (!stored?.trim()) return '';
  let out = formatted.get(stored);
  if (out === undefined) {
    out = formatPhone(stored);
    if (formatted.size > 200_000) formatted.clear();
    formatted.set(stored, out);
  }
  return out;
}

/** NUM-05: a backup number stored as a single space is blank. */
export const backupNumberText = (value: string | null | undefined) =>
  value === null || value === undefined || value === BLANK_BACKUP_NUMBER || !value.trim()
    ? ''
    : displayNumber(value);

export const COLUMN_LABEL: Record<NumberColumn, string> = {
  phoneNumber: 'Number',
  status: 'Status',
  provider_name: 'Provider',
  customTag: 'Custom tag',
  callerId: 'Caller id',
  callerIdName: 'Caller-id name',
  initial_assign: 'Initial assign',
  country: 'Country',
  productNumber: 'Product',
  backupNumber: 'Backup number',
  extensionNumber: 'Extension',
};
