// Words and addresses of the fax screens (CALL-04, decision 0103).
import type { FaxService } from '../../api/fax';

export const faxHref = (kitId?: number) => `#/management/m/fax${kitId === undefined ? '' : `/${kitId}`}`;

export const NO_FAX_KITS =
  'Fax lines come with the account’s fax licences: each licence adds one here, ready to set up.';
export const NO_FAX_SERVICES = 'Fax services come with the account’s fax licences.';
export const NO_COVER_PAGES = 'No cover pages yet. Upload a PDF to offer it to the fax lines.';

export const SERVICE_KIND_LABEL: Record<FaxService['kind'], string> = {
  company: 'Company (shared)',
  personal: 'Personal',
};

/** Who receives a service's faxes, in words. */
export function serviceOwnerWords(s: FaxService): string {
  if (s.kind === 'personal') return s.userName ?? 'No one (detached)';
  return s.recipients.length ? s.recipients.map((r) => r.name).join(', ') : 'No recipients';
}

/** A byte count as people read it, in the account's number format. */
export const sizeWords = (bytes: number, number: (n: number, o?: Intl.NumberFormatOptions) => string) =>
  bytes < 1024 ? `${number(bytes)} bytes` : `${number(bytes / 1024, { maximumFractionDigits: 0 })} KB`;
