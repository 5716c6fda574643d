// The account lifecycle's requests (issue 22, part C: BILL-01, BILL-02, BILL-05; decision 0114),
// shared with the portal's forms.
import { SCHEDULABLE_STATUSES, SETTABLE_STATUSES } from '../billing/lifecycle';
import { CANCEL_REASON_CODES, SERVICE_CODES } from '../billing/services';
import { wholeNumber } from './listQuery';
import { z } from './zod';

const STATUS = `Choose a status: ${SETTABLE_STATUSES.join(', ')}.`;
const REASON = 'Enter a reason of at most 200 characters.';
const reason = z.string({ error: REASON }).trim().max(200, { error: REASON });

/** C-311: change the status now. */
export const accountStatusChangeSchema = z
  .object({
    status: z.enum(SETTABLE_STATUSES, { error: STATUS }),
    reason: reason.optional(),
  })
  .meta({ id: 'AccountStatusChange' });
export type AccountStatusChange = z.input<typeof accountStatusChangeSchema>;

const DATE = 'Enter a date as YYYY-MM-DD.';
export const isoDate = z
  .string({ error: DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: DATE });

/** C-552: the status-specific call that schedules a change for a date (the status is in the path). */
export const scheduledStatusSchema = z
  .object({
    effectiveDate: isoDate,
    reason: reason.optional(),
  })
  .meta({ id: 'ScheduledStatusChange' });
export type ScheduledStatusChange = z.input<typeof scheduledStatusSchema>;

export const schedulableStatusSchema = z.enum(SCHEDULABLE_STATUSES, {
  error: `A change can be scheduled to ${SCHEDULABLE_STATUSES.join(', ')}.`,
});

/** The header that says where a cancellation comes from (C-303; decision 0114). */
export const CANCELLATION_SOURCE_HEADER = 'Source';
export const cancellationSourceSchema = z
  .string({ error: 'Send a Source header naming where the cancellation comes from, such as admin-portal.' })
  .regex(/^[A-Za-z0-9_.-]{2,40}$/, {
    error: 'The Source header is 2 to 40 letters, digits, dots, dashes or underscores.',
  });

const REASON_CODE = 'Choose a reason for the cancellation.';
/** C-303: the account patch that asks for a cancellation. */
export const cancellationPatchSchema = z
  .object({
    cancellationDateTime: z.iso.datetime({
      offset: true,
      error: 'Enter the cancellation date and time (ISO 8601, such as 2026-12-31T00:00:00Z).',
    }),
    cancelReasonCode: z.enum(CANCEL_REASON_CODES, { error: REASON_CODE }),
  })
  .meta({ id: 'AccountCancellationPatch' });
export type CancellationPatch = z.input<typeof cancellationPatchSchema>;

/** C-292: the fee of cancelling on a date for a reason. */
export const etfAmountQuerySchema = z.object({
  cancellationDate: isoDate,
  cancelReasonCode: z.enum(CANCEL_REASON_CODES, { error: REASON_CODE }),
});

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** C-308: the account's location (its service and billing address). */
export const locationInfoSchema = z
  .object({
    street: text('Enter the street, up to 200 characters.', 200),
    city: text('Enter the city, up to 100 characters.', 100),
    region: z.string({ error: 'Enter the state or county.' }).trim().max(100).optional(),
    postalCode: text('Enter the postal code, up to 20 characters.', 20),
  })
  .meta({ id: 'AccountLocationInfo' });
export type LocationInfo = z.input<typeof locationInfoSchema>;

export const ACCOUNT_COUNTRIES = ['US', 'GB', 'AU', 'IN'] as const;
const EMAIL = 'Enter the contact’s e-mail address.';
const contact = {
  contactName: text('Enter the contact’s name, up to 100 characters.', 100),
  contactEmail: z.email({ error: EMAIL }).max(200, { error: EMAIL }),
  contactPhone: z
    .string({ error: 'Enter the contact’s phone number.' })
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'Enter the contact’s phone number, such as +1 415 555 0100.' })
    .optional(),
};
const accountName = text('Enter the account name, up to 100 characters.', 100);
const country = z.enum(ACCOUNT_COUNTRIES, { error: 'Choose the country: US, GB, AU or IN.' });

/** C-309: a customer account straight under the platform, with the least it needs. */
export const simpleAccountSchema = z
  .object({
    name: accountName,
    countryCode: country,
    ...contact,
    /** A self-sign-up trial: Pending with partner type ssu (BILL-01). */
    trial: z.boolean({ error: 'trial is true or false.' }).default(false),
  })
  .meta({ id: 'SimpleAccount' });
export type SimpleAccount = z.input<typeof simpleAccountSchema>;

/** C-310: a child account under the path's partner (or reseller) account. */
export const childAccountSchema = z
  .object({
    name: accountName,
    countryCode: country,
    kind: z
      .enum(['customer', 'reseller'], { error: 'The kind is customer or reseller.' })
      .default('customer'),
    status: z
      .enum(['Active', 'Pending', 'Demo'], { error: 'A new account starts Active, Pending or Demo.' })
      .default('Active'),
    ...contact,
  })
  .meta({ id: 'ChildAccount' });
export type ChildAccount = z.input<typeof childAccountSchema>;

const SERVICE = 'Choose a service.';
const quantity = wholeNumber('quantity', 1, 500);
/** C-055 / C-512: assign a service to the account (one seat names its extension). */
export const assignServiceSchema = z
  .object({
    serviceCode: z.enum(SERVICE_CODES, { error: SERVICE }),
    quantity: z
      .number({ error: 'Enter a quantity from 1 to 500.' })
      .int({ error: 'Enter a quantity from 1 to 500.' })
      .min(1, { error: 'Enter a quantity from 1 to 500.' })
      .max(500, { error: 'Enter a quantity from 1 to 500.' }),
    deviceKitId: z.number({ error: 'Choose an extension.' }).int().positive().optional(),
  })
  .meta({ id: 'AssignService' });

/** C-313: change a provision to another service or quantity (GET, as the catalogue reads it). */
export const provisionChangeQuerySchema = z
  .object({
    serviceCode: z.enum(SERVICE_CODES, { error: SERVICE }).optional(),
    quantity: quantity.optional(),
  })
  .refine((q) => q.serviceCode !== undefined || q.quantity !== undefined, {
    error: 'Give a serviceCode or a quantity to change.',
    path: ['serviceCode'],
  });

/** C-314: cancel a provision; the reason is required. */
export const provisionCancelQuerySchema = z.object({
  reason: z.enum(CANCEL_REASON_CODES, { error: REASON_CODE }),
});

/** C-315: move a provision to another of the account's locations. */
export const provisionMoveQuerySchema = z.object({
  locationId: wholeNumber('locationId', 1, 2_147_483_647),
});
