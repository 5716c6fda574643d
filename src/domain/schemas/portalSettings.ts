// The portal's settings and preferences (issue 24, misc-cfg; decision 0116): an account's clock,
// a user's preferences, the dashboard's saved filter, the key tool's texts and the lookups' queries.
import { ACCOUNT_COUNTRIES } from '../locale/countries';
import { POSTAL_COUNTRIES } from '../locale/postalCode';
import { z } from './zod';

/** 12 or 24 hours (CFG-02); null: the usual clock (the locale's for an account, the account's for a user). */
export const TIME_FORMATS = ['12', '24'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
const timeFormat = z.enum(TIME_FORMATS, { error: 'Choose 12 or 24 hours.' }).nullable();

export const accountPortalSettingsSchema = z
  .object({ timeFormat })
  .strict()
  .meta({ id: 'AccountPortalSettings' });
export type AccountPortalSettings = z.infer<typeof accountPortalSettingsSchema>;

export const userPreferencesSchema = z.object({ timeFormat }).strict().meta({ id: 'UserPreferences' });
export type UserPreferencesChange = z.infer<typeof userPreferencesSchema>;

/** The periods the dashboard can show. */
export const DASHBOARD_PERIODS = ['today', 'last7Days', 'last30Days', 'last90Days'] as const;

/** The dashboard's saved filter (C-174/C-175). */
export const dashboardFilterSchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'Choose today, last7Days, last30Days or last90Days.' }),
    /** Call queues the dashboard's queue figures are limited to; empty: all of them. */
    callQueueIds: z.array(z.number().int().positive(), { error: 'Give call queue ids.' }).max(50).default([]),
    /** Cards the user hid. */
    hiddenCards: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  })
  .strict()
  .meta({ id: 'DashboardFilter' });
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;
export const DEFAULT_DASHBOARD_FILTER: DashboardFilter = {
  period: 'last7Days',
  callQueueIds: [],
  hiddenCards: [],
};

const idText = (name: string) =>
  z
    .string({ error: `Give ${name}.` })
    .regex(/^\d{1,10}$/, { error: `${name} is a number.` })
    .transform(Number);

/** Whose filter: the signed-in user's own (absent: theirs). */
export const dashboardFilterQuerySchema = z.object({
  userId: idText('userId').optional(),
  accountId: idText('accountId').optional(),
});

/** The names systemConfig (C-173) answers. */
export const SYSTEM_CONFIG_NAMES = [
  'clientDefaults',
  'locales',
  'timeFormats',
  'dateFormats',
  'countryCallingCodes',
  'countryCodeToName',
] as const;
export const systemConfigQuerySchema = z.object({
  name: z.enum(SYSTEM_CONFIG_NAMES, { error: `name is one of ${SYSTEM_CONFIG_NAMES.join(', ')}.` }),
});

export const postalCodeQuerySchema = z.object({
  countryCode: z.enum(POSTAL_COUNTRIES, { error: 'countryCode is US, GB, AU or IN.' }),
  postalCode: z
    .string({ error: 'Give the postalCode.' })
    .trim()
    .min(1, { error: 'Give the postalCode.' })
    .max(20, { error: 'A postal code has at most 20 characters.' }),
});

export const countryCodeSchema = z.enum(ACCOUNT_COUNTRIES, { error: 'Choose US, GB, AU, IN or CA.' });

/** A text changed with the key tool (MISC-02). */
export const messageTextSchema = z
  .object({
    text: z
      .string({ error: 'Enter the text.' })
      .trim()
      .min(1, { error: 'Enter the text.' })
      .max(500, { error: 'A text has at most 500 characters.' }),
  })
  .strict()
  .meta({ id: 'MessageText' });
