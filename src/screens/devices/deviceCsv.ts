// Reading a devices CSV (papaparse) and checking each row before anything is sent, as the users
// import does: the preview shows per-row problems; only valid rows go to the server, which
// checks them again. MAC addresses are formatted with formatMac (DEV-02) and compared by macKey,
// so the same phone twice in one file is caught here.
import Papa from 'papaparse';
import type { RowIssue } from '../../../machines/tasks/bulkTaskMachine';
import { formatMac, isCompleteMac, macKey } from '../../domain/mac';
import { AUTO_DETECT, SOFTPHONE_OTHER } from './ModelPicker';

export const DEVICE_IMPORT_COLUMNS = ['name', 'macAddress', 'make', 'model', 'extension'] as const;

export interface ImportDevice {
  rowNumber: number;
  name: string;
  /** Formatted (00:1A:2B:3C:4D:5E); absent for Softphone/Other. */
  macAddress?: string;
  make?: string;
  model: string;
  /** An extension number of the account, looked up by the server. */
  extension?: string;
}

export interface ParsedDeviceImport {
  devices: ImportDevice[];
  issues: RowIssue[];
  fileError?: string;
}

export const DEVICE_CSV_TEMPLATE = `${DEVICE_IMPORT_COLUMNS.join(',')}\nFront desk,00:1A:2B:3C:4D:5E,Yealink,T54W,101\nLaptop,,,${SOFTPHONE_OTHER},102\n`;

/** Row numbers count data rows from 1, as a person counts them under the header. */
export function parseDevicesCsv(text: string): ParsedDeviceImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ['name', 'macAddress', 'model'].filter((c) => !fields.includes(c));
  if (missing.length)
    return {
      devices: [],
      issues: [],
      fileError: `The file needs the columns ${missing.join(', ')} (see the template).`,
    };
  const devices: ImportDevice[] = [];
  const issues: RowIssue[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((raw, i) => {
    const rowNumber = i + 1;
    const row = Object.fromEntries(DEVICE_IMPORT_COLUMNS.map((c) => [c, (raw[c] ?? '').trim()])) as Record<
      (typeof DEVICE_IMPORT_COLUMNS)[number],
      string
    >;
    const problems: string[] = [];
    if (!row.name) problems.push('Name: Enter a name for the device.');
    else if (row.name.length > 64) problems.push('Name: Use at most 64 characters.');
    const softphone = row.model === SOFTPHONE_OTHER;
    const mac = formatMac(row.macAddress);
    if (!softphone) {
      if (!row.make) problems.push('Make: Name the make, or use the model Softphone/Other.');
      if (!isCompleteMac(row.macAddress)) problems.push('MAC address: Give all 12 hex digits.');
      else if (seen.has(macKey(mac)))
        problems.push(`MAC address: Also on row ${seen.get(macKey(mac))} of this file.`);
    }
    if (row.extension && !/^\d{2,8}$/.test(row.extension))
      problems.push('Extension: Use the extension number.');
    if (problems.length) {
      issues.push({ rowNumber, message: problems.join(' '), input: row });
      return;
    }
    if (!softphone) seen.set(macKey(mac), rowNumber);
    devices.push({
      rowNumber,
      name: row.name,
      ...(softphone ? {} : { macAddress: mac, make: row.make }),
      model: row.model || AUTO_DETECT,
      extension: row.extension || undefined,
    });
  });
  return { devices, issues };
}
