// Devices of the hoteling service (issue 16, decision 0082): what a create, a change, an
// assignment or a line change may say, and the password rules of C-451, shared by the server and
// the portal's forms (the portal checks a password as it is typed with `devicePasswordProblems`).
import { formatMac, isCompleteMac } from '../mac';
import { extensionNumberSchema } from './user';
import { z } from './zod';

export const DEVICE_KINDS = ['deskphone', 'softphone', 'mobile'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const LINE_APP_TYPES = ['desktop', 'mobile', 'mobileconnect'] as const;
export type LineAppType = (typeof LINE_APP_TYPES)[number];

/** The model that means "the phone tells its model at its first fetch": stored as null. */
export const AUTO_DETECT_MODEL = 'Auto Detect';
/** The model of a softphone or any device without a MAC address. */
export const SOFTPHONE_MODEL = 'Softphone/Other';

/** The longest name of a device. */
export const DEVICE_NAME_MAX = 100;
export const DEVICE_PASSWORD_MIN = 10;
export const DEVICE_PASSWORD_MAX = 64;

const ENTER_MAC = 'Enter a complete MAC address, like 00:1A:2B:3C:4D:5E.';

export const deviceNameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.', abort: true })
  .max(DEVICE_NAME_MAX, { error: `A name has at most ${DEVICE_NAME_MAX} characters.` });

/** A MAC address as typed; answered formatted (00:1A:2B:3C:4D:5E). Blank means none. */
export const macAddressSchema = z
  .string({ error: ENTER_MAC })
  .trim()
  .refine((v) => v === '' || isCompleteMac(v), { error: ENTER_MAC })
  .transform((v) => (v === '' ? null : formatMac(v)));

const idSchema = (what: string) =>
  z
    .number({ error: `Choose ${what}.` })
    .int({ error: `Choose ${what}.` })
    .positive({ error: `Choose ${what}.` });

export const lineInputSchema = z.object({
  e911LocationId: idSchema('an emergency location').nullable().optional(),
  extensionId: idSchema('an extension').nullable().optional(),
  appType: z
    .enum(LINE_APP_TYPES, { error: 'Choose desktop, mobile or mobileconnect.' })
    .nullable()
    .optional(),
});

const deviceFields = {
  name: deviceNameSchema,
  macAddress: macAddressSchema.nullable().optional(),
  make: z.string({ error: 'Choose a make.' }).trim().nullable().optional(),
  model: z.string({ error: 'Choose a model.' }).trim().nullable().optional(),
  kind: z.enum(DEVICE_KINDS, { error: 'Choose deskphone, softphone or mobile.' }).optional(),
  extensionId: idSchema('an extension').nullable().optional(),
};

/** A desk phone needs its MAC address; a softphone (or 'Softphone/Other') does not. */
const needsMac = (d: { kind?: DeviceKind; model?: string | null }) =>
  (d.kind ?? 'deskphone') === 'deskphone' && d.model !== SOFTPHONE_MODEL;

/** The check of a new device: a desk phone without a MAC address is refused on its field. */
const requireMac = (ctx: {
  value: { kind?: DeviceKind; model?: string | null; macAddress?: string | null };
  issues: z.core.$ZodRawIssue[];
}) => {
  if (needsMac(ctx.value) && !ctx.value.macAddress)
    ctx.issues.push({
      code: 'custom',
      message: ENTER_MAC,
      path: ['macAddress'],
      input: ctx.value.macAddress,
    });
};

export const deviceCreateSchema = z
  .object({
    ...deviceFields,
    lines: z.array(lineInputSchema, { error: 'lines is a list.' }).max(32).optional(),
  })
  .check(requireMac)
  .meta({ id: 'DeviceCreate', description: 'A new device, with its lines (one line when none is given).' });
export type DeviceCreate = z.output<typeof deviceCreateSchema>;

export const deviceUpdateSchema = z
  .object({
    ...deviceFields,
    name: deviceNameSchema.optional(),
    lines: z
      .array(lineInputSchema.extend({ id: idSchema('a line') }), { error: 'lines is a list.' })
      .max(32)
      .optional(),
  })
  .meta({ id: 'DeviceUpdate', description: 'The fields of a device to change; the others stay.' });
export type DeviceUpdate = z.output<typeof deviceUpdateSchema>;

/** The most rows one device import may hold (decision 0086). */
export const DEVICE_IMPORT_ROWS_MAX = 5000;

/**
 * One row of a device import, as the portal reads it from a CSV and the server checks it again
 * when the task runs: a new device's fields (those of DeviceCreate) and, optionally, the number
 * of the extension of the account it goes on.
 */
export const importDeviceSchema = z
  .object({
    name: deviceNameSchema,
    macAddress: deviceFields.macAddress,
    make: deviceFields.make,
    model: deviceFields.model,
    extension: extensionNumberSchema.optional(),
  })
  .check(requireMac);

/** The columns of a device import as the results and the preview name them. */
export const IMPORT_COLUMN_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  macAddress: 'MAC address',
  make: 'Make',
  model: 'Model',
  extension: 'Extension',
};

/** A desk phone's row without a make: its model cannot be known. */
export const MAKE_NEEDED = 'Name the make, or use the model Softphone/Other.';

/** A row of an import as the portal sends it: its CSV row number and the row's fields. */
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

/**
 * The body of a device import (decision 0086): its rows are checked one by one when the task
 * runs (importDeviceSchema), so that good rows are kept and each bad one is reported.
 */
export const deviceImportSchema = z
  .object({
    devices: z
      .array(
        z.looseObject({
          /** The row's number in the file, for the result; its position when absent. */
          rowNumber: z.number().int().positive().optional(),
        }),
        { error: 'Send at least one device.' },
      )
      .min(1, { error: 'Send at least one device.' })
      .max(DEVICE_IMPORT_ROWS_MAX, {
        error: `A device import can hold at most ${DEVICE_IMPORT_ROWS_MAX.toLocaleString('en-US')} rows.`,
      }),
  })
  .meta({
    id: 'DeviceImport',
    description: 'Rows of new devices: name, macAddress, make, model, and optionally extension (a number).',
  });

/** C-445 (legacyExtension=true): `extensionId` is an extension number, not an id. */
export const deviceLegacyUpdateSchema = deviceUpdateSchema
  .extend({
    extensionId: z
      .union([z.string(), z.number()], { error: 'Enter an extension number.' })
      .transform((v) => String(v).trim())
      .nullable()
      .optional(),
  })
  .meta({
    id: 'DeviceLegacyUpdate',
    description: 'A device change whose extensionId is an extension number.',
  });

/**
 * The password rules of a device (C-451, decision 0082): what is wrong with it, in words, or
 * nothing. `sipIds`: the SIP ids of the device's lines, which the password may not contain.
 */
export function devicePasswordProblems(password: string, sipIds: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (password.length < DEVICE_PASSWORD_MIN || password.length > DEVICE_PASSWORD_MAX)
    problems.push(`Use ${DEVICE_PASSWORD_MIN} to ${DEVICE_PASSWORD_MAX} characters.`);
  if (!/[A-Za-z]/.test(password)) problems.push('Use at least one letter.');
  if (!/[0-9]/.test(password)) problems.push('Use at least one digit.');
  if (sipIds.some((id) => id && password.includes(id)))
    problems.push('Do not use the SIP id in the password.');
  return problems;
}

export const devicePasswordSchema = z
  .object({
    password: z.string({ error: 'Enter a password.' }),
    /** C-451 only: the SIP id the password may not contain (a device's own are known to C-452). */
    sipId: z.string({ error: 'sipId is text.' }).optional(),
  })
  .meta({ id: 'DevicePassword', description: 'A password, checked by the rules of C-451.' });

export const lineUpdateSchema = z
  .object({ ...lineInputSchema.shape, password: z.string({ error: 'Enter a password.' }).optional() })
  .meta({ id: 'LineUpdate', description: 'The fields of a line to change; the others stay.' });
export type LineUpdate = z.output<typeof lineUpdateSchema>;

export const assignmentSchema = z
  .object({
    extensionId: idSchema('an extension'),
    replace_existing: z.boolean({ error: 'replace_existing is true or false.' }).optional(),
  })
  .meta({ id: 'DeviceAssignment', description: 'The extension to assign the device to.' });

export const bulkLinesSchema = z
  .object({
    lines: z
      .array(
        z.object({
          id: idSchema('a line'),
          e911LocationId: idSchema('an emergency location').nullable().optional(),
          extensionId: idSchema('an extension').nullable().optional(),
        }),
        { error: 'lines is a list.' },
      )
      .min(1, { error: 'Choose at least one line.' })
      .max(1000, { error: 'Change at most 1000 lines at once.' }),
  })
  .meta({ id: 'BulkLines', description: 'Lines to change, all or none.' });
export type BulkLines = z.output<typeof bulkLinesSchema>;

export const hotelingSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled is true or false.' }).optional(),
    autoLogoutMinutes: z
      .number({ error: 'Enter the minutes, from 5 to 1440.' })
      .int({ error: 'Enter the minutes, from 5 to 1440.' })
      .min(5, { error: 'Enter the minutes, from 5 to 1440.' })
      .max(1440, { error: 'Enter the minutes, from 5 to 1440.' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'HotelingSettings', description: 'The hoteling settings of an account to change.' });

/** Devices of a kit (C-457): those become the kit's, the kit's others are unassigned. */
export const kitDevicesSchema = z
  .object({ deviceIds: z.array(idSchema('a device'), { error: 'deviceIds is a list.' }).max(500) })
  .meta({ id: 'KitDevices', description: 'The devices a kit (extension) has.' });
