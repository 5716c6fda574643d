// Messaging (MSG-01, cat §7.7; decision 0111): the company and user switches, the business inbox
// of an auto attendant, the disabled carriers, and the business texting (10DLC) registration.
import { z } from './zod';

/** A switch turned on or off (the sms switch and the user switch carry one). */
export const messagingSwitchSchema = z
  .object({ disabled: z.boolean({ error: 'Say whether it is turned off (true) or on (false).' }) })
  .meta({ id: 'MessagingSwitch' });
export type MessagingSwitch = z.infer<typeof messagingSwitchSchema>;

/** C-235: messaging off (or back on) for some users of the session's account. */
export const userMessagingSwitchSchema = z
  .object({
    userIds: z
      .array(
        z.number({ error: 'A user is named by their id.' }).int({ error: 'A user is named by their id.' }),
        {
          error: 'Name the users by id.',
        },
      )
      .min(1, { error: 'Choose at least one user.' })
      .max(750, { error: 'At most 750 users at once.' }),
    disabled: z.boolean({ error: 'Say whether messaging is turned off (true) or on (false).' }),
  })
  .meta({ id: 'UserMessagingSwitch' });
export type UserMessagingSwitch = z.infer<typeof userMessagingSwitchSchema>;

/** C-237: the users who may read and answer an auto attendant's business inbox. */
export const inboxDelegatesSchema = z
  .object({
    delegateIds: z
      .array(
        z.number({ error: 'A user is named by their id.' }).int({ error: 'A user is named by their id.' }),
        {
          error: 'Name the delegates by id.',
        },
      )
      .max(100, { error: 'At most 100 delegates.' }),
  })
  .meta({ id: 'InboxDelegates' });
export type InboxDelegates = z.infer<typeof inboxDelegatesSchema>;

/** C-239: whether the delegates may delete the inbox's messages. */
export const canDeleteMessagesSchema = z
  .object({ canDeleteMessages: z.boolean({ error: 'Say whether delegates may delete messages.' }) })
  .meta({ id: 'CanDeleteMessages' });

/** The mobile carriers texts are delivered through (US); a disabled one gets no business texts. */
export const CARRIERS = ['AT&T', 'T-Mobile', 'Verizon', 'US Cellular', 'Google Voice', 'Other'] as const;

/** C-241. */
export const disabledCarriersSchema = z
  .object({
    carriers: z
      .array(z.enum(CARRIERS, { error: `A carrier is one of ${CARRIERS.join(', ')}.` }), {
        error: 'List the carriers to turn off.',
      })
      .max(CARRIERS.length),
  })
  .meta({ id: 'DisabledCarriers' });
export type DisabledCarriers = z.infer<typeof disabledCarriersSchema>;

/** C-243: whether the disabled-carriers list is in force. */
export const disabledCarriersStatusSchema = z
  .object({ enforced: z.boolean({ error: 'Say whether the list is in force (true) or paused (false).' }) })
  .meta({ id: 'DisabledCarriersStatus' });

// ── Business texting (10DLC) ──

const text = (max: number, field: string) =>
  z
    .string({ error: `Enter ${field}.` })
    .trim()
    .max(max, { error: `${field[0].toUpperCase()}${field.slice(1)} is at most ${max} characters.` });

export const VERTICALS = [
  'Retail',
  'Professional services',
  'Healthcare',
  'Technology',
  'Hospitality',
  'Other',
] as const;
export const USE_CASES = ['Customer care', 'Account notifications', 'Marketing', 'Mixed'] as const;

/** A brand as written (a draft: every field may still be empty; the review checks them). */
export const tenDlcBrandSchema = z
  .object({
    legalName: text(100, 'the company’s legal name').default(''),
    ein: text(10, 'the tax number (EIN)')
      .refine((v) => v === '' || /^\d{2}-\d{7}$/.test(v), { error: 'An EIN is 9 digits, as 12-3456789.' })
      .default(''),
    website: text(200, 'the website')
      .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
        error: 'Enter the website as https://example.com.',
      })
      .default(''),
    vertical: z.enum(VERTICALS, { error: `Choose the industry: ${VERTICALS.join(', ')}.` }).default('Other'),
    contactEmail: text(200, 'a contact e-mail')
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'Enter an e-mail address.' })
      .default(''),
  })
  .meta({ id: 'TenDlcBrand' });
export type TenDlcBrand = z.infer<typeof tenDlcBrandSchema>;

/** A campaign as written (a draft, like the brand). */
export const tenDlcCampaignSchema = z
  .object({
    useCase: z
      .enum(USE_CASES, { error: `Choose what the texts are for: ${USE_CASES.join(', ')}.` })
      .default('Customer care'),
    description: text(500, 'a description').default(''),
    sampleMessages: z
      .array(text(320, 'a sample message'), { error: 'Give two sample messages.' })
      .length(2, { error: 'Give two sample messages.' })
      .default(['', '']),
    optInDescription: text(500, 'how people agree to receive texts').default(''),
  })
  .meta({ id: 'TenDlcCampaign' });
export type TenDlcCampaign = z.infer<typeof tenDlcCampaignSchema>;

/** A business text (our own send call): from a user of the account to a phone number. */
export const businessSmsSchema = z
  .object({
    userId: z.number({ error: 'Choose who sends it.' }).int({ error: 'Choose who sends it.' }),
    to: z
      .string({ error: 'Enter the number to text.' })
      .trim()
      .regex(/^\+[1-9]\d{7,14}$/, { error: 'Enter the number as +15551234567.' }),
    text: z
      .string({ error: 'Enter the text.' })
      .trim()
      .min(1, { error: 'Enter the text.' })
      .max(1600, { error: 'A text is at most 1600 characters.' }),
  })
  .meta({ id: 'BusinessSms' });
export type BusinessSms = z.infer<typeof businessSmsSchema>;
