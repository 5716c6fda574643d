// Fax (CALL-04; C-125..C-127, C-358, C-394..C-398, C-510, C-560, C-562; decision 0103): a fax
// kit (the fax line of a FAX extension) as written and read, its lookup lists, fax services,
// cover pages and the cover page upload (one PDF of at most 2 MB, told by its bytes).
import { rowIdSchema } from './common';
import { emailSchema } from './user';
import { z } from './zod';

// ---- Lookup lists (C-398) ----
export const PAPER_SIZES = [
  { value: 'letter', label: 'Letter (8.5 × 11 in)' },
  { value: 'a4', label: 'A4 (210 × 297 mm)' },
  { value: 'legal', label: 'Legal (8.5 × 14 in)' },
] as const;
export const RESOLUTIONS = [
  { value: 'standard', label: 'Standard (204 × 98 dpi)' },
  { value: 'fine', label: 'Fine (204 × 196 dpi)' },
  { value: 'superfine', label: 'Superfine (204 × 392 dpi)' },
] as const;
/** The time zones a fax header's date and time may be written in. */
export const HEADER_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Australia/Perth',
  'UTC',
] as const;
export const FAX_LOOKUPS = {
  paperSizes: PAPER_SIZES,
  resolutions: RESOLUTIONS,
  headerTimeZones: HEADER_TIME_ZONES,
  serviceKinds: [
    { value: 'company', label: 'Company (shared)' },
    { value: 'personal', label: 'Personal' },
  ],
} as const;
export type PaperSize = (typeof PAPER_SIZES)[number]['value'];
export type Resolution = (typeof RESOLUTIONS)[number]['value'];

export const MAX_FAX_EMAILS = 10;
export const FAX_HEADER_MAX = 60;

const oneOfValues = <T extends readonly { value: string }[]>(list: T, message: string) =>
  z.enum(list.map((x) => x.value) as [T[number]['value'], ...T[number]['value'][]], { error: message });

/** A fax kit as written (C-127). */
export const faxKitSchema = z
  .object({
    /** One of the account's numbers (E.164), or null while the line has none. */
    faxNumber: z.string({ error: 'Choose one of the account’s numbers.' }).nullable().default(null),
    /** Where received faxes are e-mailed: unique across the account's fax kits. */
    emails: z
      .array(emailSchema, { error: 'E-mail addresses are a list.' })
      .max(MAX_FAX_EMAILS, { error: `A fax line e-mails at most ${MAX_FAX_EMAILS} addresses.` })
      .default([]),
    /** The number sent as the fax's caller id (one of the account's); null: the fax number. */
    callerId: z.string({ error: 'Choose one of the account’s numbers.' }).nullable().default(null),
    coverPageId: rowIdSchema('Choose a cover page.').nullable().default(null),
    headerText: z
      .string({ error: 'The header is text.' })
      .trim()
      .max(FAX_HEADER_MAX, { error: `A fax header is at most ${FAX_HEADER_MAX} characters.` })
      .default(''),
    paperSize: oneOfValues(PAPER_SIZES, 'Choose a paper size.').default('letter'),
    resolution: oneOfValues(RESOLUTIONS, 'Choose a resolution.').default('fine'),
    headerTimeZone: z.enum(HEADER_TIME_ZONES, { error: 'Choose a time zone for the header.' }).default('UTC'),
  })
  .superRefine((kit, ctx) => {
    const seen = new Set<string>();
    kit.emails.forEach((email, i) => {
      const key = email.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['emails', i], message: 'This address is listed twice.' });
      seen.add(key);
    });
  })
  .meta({
    id: 'FaxKit',
    description:
      'A fax line: its number, the addresses received faxes are e-mailed to (unique across the account), the caller id, cover page, header text, paper size, resolution and the header’s time zone.',
  });
export type FaxKitBody = z.output<typeof faxKitSchema>;

export interface FaxKit extends Omit<FaxKitBody, 'emails'> {
  /** The FAX extension's id (the kitId). */
  id: number;
  accountId: number;
  name: string;
  extensionNumber: string;
  emails: string[];
  coverPageName: string | null;
}

// ---- Fax services (C-394..C-396, C-510) ----
export type FaxServiceKind = 'company' | 'personal';
export interface FaxService {
  id: number;
  accountId: number;
  kind: FaxServiceKind;
  name: string;
  /** The fax line it is on; null once detached. */
  kitId: number | null;
  kitName: string | null;
  /** A personal service's user; null for a company service or once detached. */
  userId: number | null;
  userName: string | null;
  /** A company service's recipients: users of the account. */
  recipients: { userId: number; name: string }[];
  /** Migration flags (decision 0103): still on the old fax platform, and whether it may move. */
  legacy: boolean;
  migrationEligible: boolean;
}

// ---- Cover pages (C-397, C-562, and the upload and download of our own) ----
export interface FaxCoverPage {
  id: number;
  accountId: number;
  name: string;
  fileName: string;
  byteSize: number;
  createdAt: string;
}

/** C-562: whether a cover page may be deleted, and which fax services keep it. */
export interface CoverPageDeletable {
  coverPageId: number;
  deletable: boolean;
  faxServices: { id: number; name: string }[];
}

/** C-560: whether an e-mail address is already a fax line's, and whose. */
export interface FaxEmailCheck {
  email: string;
  isInUse: boolean;
  kitId: number | null;
  kitName: string | null;
}

export const MAX_COVER_PAGE_BYTES = 2 * 1024 * 1024;
export const COVER_PAGE_MESSAGES = {
  notPdf: 'Choose a PDF file.',
  empty: 'The file is empty. Choose a PDF file.',
  tooLarge: 'A cover page is at most 2 MB.',
  name: 'Enter a name for the cover page.',
} as const;

/** A PDF starts with "%PDF-" (ISO 32000); the name and declared type are not trusted. */
export const isPdf = (head: Uint8Array) => [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => head[i] === b);

/** What is wrong with a file as a cover page, in words, or undefined. */
export async function coverPageFileProblem(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return COVER_PAGE_MESSAGES.empty;
  if (file.size > MAX_COVER_PAGE_BYTES) return COVER_PAGE_MESSAGES.tooLarge;
  return isPdf(new Uint8Array(await file.slice(0, 5).arrayBuffer())) ? undefined : COVER_PAGE_MESSAGES.notPdf;
}

/** An upload: a name and one PDF in the form field `file`. */
export const coverPageUploadSchema = z
  .object({
    name: z
      .string({ error: COVER_PAGE_MESSAGES.name })
      .trim()
      .min(1, { error: COVER_PAGE_MESSAGES.name })
      .max(60, { error: 'A cover page’s name is at most 60 characters.' }),
    file: z.file({ error: COVER_PAGE_MESSAGES.notPdf }).superRefine(async (file, ctx) => {
      const problem = await coverPageFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .meta({
    id: 'FaxCoverPageUpload',
    description:
      'A multipart/form-data body: the cover page’s `name` and one PDF of at most 2 MB in the field `file`.',
  });

/** The e-mail address the duplicate check (C-560) reads, and the kit it is for (its own addresses are not duplicates). */
export const faxEmailQuerySchema = z.object({
  email: emailSchema,
  kitId: z.coerce.number({ error: 'kitId is a fax kit’s id.' }).int().positive().optional(),
});
