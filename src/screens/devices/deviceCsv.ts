// Reading a devices CSV (papaparse) and checking each row before anything is sent, as the users
// import does: the preview shows per-row problems; only valid rows go to the server, which
// checks them again with the same schema (importDeviceSchema) and the same words. MAC addresses
// are formatted with formatMac (DEV-02) and compared by macKey, so the same phone twice in one
// file is caught here.
import Papa from 'papaparse';
import type { RowIssue } from '../../../machines/tasks/bulkTaskMachine';
import { macKey } from '../../domain/mac';
import {
  IMPORT_COLUMN_LABELS,
  type ImportDevice,
  importDeviceSchema,
  MAKE_NEEDED,
} from '../../domain/schemas/device';
import { AUTO_DETECT, SOFTPHONE_OTHER } from './ModelPicker';

export type { ImportDevice };

export const DEVICE_IMPORT_COLUMNS = ['name', 'macAddress', 'make', 'model', 'extension'] as const;
type Column = (typeof DEVICE_IMPORT_COLUMNS)[number];

export interface ParsedDeviceImport {
  devices: ImportDevice[];
  issues: RowIssue[];
  fileError?: string;
}

export const DEVICE_CSV_TEMPLATE = `${DEVICE_IMPORT_COLUMNS.join(',')}\nFront desk,00:1A:2B:3C:4D:5E,Yealink,Yealink T54W,101\nLaptop,,,${SOFTPHONE_OTHER},102\n`;

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
      Column,
      string
    >;
    const softphone = row.model === SOFTPHONE_OTHER;
    const checked = importDeviceSchema.safeParse({
      name: row.name,
      macAddress: softphone ? '' : row.macAddress,
      make: row.make,
      model: row.model || AUTO_DETECT,
      extension: row.extension || undefined,
    });
    const problems = (checked.error?.issues ?? []).map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `${IMPORT_COLUMN_LABELS[field] ?? field}: ${issue.message}`;
    });
    if (!softphone && !row.make) problems.push(`${IMPORT_COLUMN_LABELS.make}: ${MAKE_NEEDED}`);
    const mac = checked.data?.macAddress;
    const earlier = mac ? seen.get(macKey(mac)) : undefined;
    if (earlier !== undefined)
      problems.push(
        `${IMPORT_COLUMN_LABELS.macAddress}: This MAC address is also on row ${earlier} of this file.`,
      );
    if (problems.length || !checked.data) {
      issues.push({ rowNumber, message: problems.join(' '), input: row });
      return;
    }
    if (mac) seen.set(macKey(mac), rowNumber);
    const device = checked.data;
    devices.push({
      rowNumber,
      name: device.name,
      ...(mac ? { macAddress: mac, make: device.make ?? undefined } : {}),
      model: device.model ?? AUTO_DETECT,
      extension: device.extension,
    });
  });
  return { devices, issues };
}
