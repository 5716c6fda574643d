// Reading a users CSV (papaparse) and checking each row before anything is sent: the preview
// shows per-row problems; only valid rows go to the server, which checks them again.
import Papa from 'papaparse';
import type { OutcomeRow, RowIssue } from '../../../machines/tasks/bulkTaskMachine';
import type { ImportUser } from '../../api/bulk';
import { saveFile } from '../../app/saveFile';
import { checkPhoneInput } from '../../domain/phoneInput';
import type { UserType } from '../../domain/roomUsers';
import { problemOf } from '../../domain/schemas/common';
import {
  emailProblem,
  extensionNumberSchema,
  firstNameSchema,
  lastNameSchema,
  loginNameProblem,
} from '../../domain/schemas/user';
import { IMPORT_COLUMNS, type ImportRow } from '../../domain/userRules';

export interface ParsedImport {
  users: ImportUser[];
  issues: RowIssue[];
  /** Every row as read, by row number, for the result download. */
  rows: Map<number, ImportRow>;
  /** A problem with the file itself (no header, unknown columns). */
  fileError?: string;
}

export const CSV_TEMPLATE = `${IMPORT_COLUMNS.join(',')}\nNia,Okafor,nia.okafor@example.com,nia.okafor@example.com,2001,+1 415 555 2671,END_USER\n`;

/** Row numbers count data rows from 1, as a person counts them under the header. */
export function parseUsersCsv(text: string, country: string): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ['firstName', 'lastName', 'email', 'loginName'].filter((c) => !fields.includes(c));
  if (missing.length) {
    return {
      users: [],
      issues: [],
      rows: new Map(),
      fileError: `The file needs the columns ${missing.join(', ')} (see the template).`,
    };
  }
  const users: ImportUser[] = [];
  const issues: RowIssue[] = [];
  const rows = new Map<number, ImportRow>();
  const seen = new Map<string, number>();
  parsed.data.forEach((raw, i) => {
    const rowNumber = i + 1;
    const row: ImportRow = {};
    for (const c of IMPORT_COLUMNS) row[c] = (raw[c] ?? '').trim();
    rows.set(rowNumber, row);
    const problems: string[] = [];
    const first = problemOf(firstNameSchema, row.firstName);
    if (first) problems.push(`First name: ${first}`);
    const last = problemOf(lastNameSchema, row.lastName);
    if (last) problems.push(`Last name: ${last}`);
    const e = emailProblem(row.email ?? '');
    if (e) problems.push(`E-mail: ${e}`);
    const l = loginNameProblem(row.loginName ?? '');
    if (l) problems.push(`Login name: ${l}`);
    const key = (row.loginName ?? '').toLowerCase();
    if (!l && seen.has(key)) problems.push(`Login name: Also on row ${seen.get(key)} of this file.`);
    const extension = row.extension ? problemOf(extensionNumberSchema, row.extension) : undefined;
    if (extension) problems.push(`Extension: ${extension}`);
    let mobile: string | undefined;
    if (row.mobile) {
      const check = checkPhoneInput(row.mobile, country);
      if (check.ok) mobile = check.value;
      else problems.push(`Mobile: ${check.message}`);
    }
    const type = (row.userType || 'END_USER').toUpperCase();
    if (type !== 'END_USER' && type !== 'ROOM_USER') problems.push('User type: Use END_USER or ROOM_USER.');
    if (problems.length) {
      issues.push({ rowNumber, message: problems.join(' '), input: row as Record<string, string> });
      return;
    }
    seen.set(key, rowNumber);
    users.push({
      rowNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      loginName: row.loginName,
      userType: type as UserType,
      extension: row.extension || undefined,
      mobile,
    });
  });
  return { users, issues, rows };
}

/** The result download: every row as read, with its outcome and reason. */
export function resultsCsv(rows: Map<number, ImportRow>, results: OutcomeRow[]): string {
  return Papa.unparse(
    results.map((r) => ({
      row: r.rowNumber,
      outcome: r.status === 'ok' ? 'created' : 'not created',
      reason: r.message ?? '',
      ...rows.get(r.rowNumber),
    })),
  );
}

export function downloadText(fileName: string, text: string) {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
