// Billing's request bodies (issue 22, BILL-04; decision 0113), shared with the portal.
import { z } from './zod';

const MONTH = 'Choose the expiry month (1 to 12).';
const YEAR = 'Enter the expiry year (four digits).';
const HOLDER = 'Enter the name on the card.';

const holderName = z
  .string({ error: HOLDER })
  .trim()
  .min(1, { error: HOLDER })
  .max(100, { error: 'The name on the card is at most 100 characters.' });
const expMonth = z
  .number({ error: MONTH })
  .int({ error: MONTH })
  .min(1, { error: MONTH })
  .max(12, { error: MONTH });
const expYear = z
  .number({ error: YEAR })
  .int({ error: YEAR })
  .min(2000, { error: YEAR })
  .max(2100, { error: YEAR });

/** PUT a payment method (C-282): the holder's name and the expiry; the card itself never changes. */
export const paymentMethodSchema = z.object({ holderName, expMonth, expYear }).meta({ id: 'PaymentMethod' });
export type PaymentMethodChange = z.input<typeof paymentMethodSchema>;

/**
 * The hosted payment page's form (C-295): typed on this product's page, never stored as typed.
 * Text only: the page checks the card (src/domain/billing/card.ts) and answers itself with the
 * problems beside the fields.
 */
export const hostedCardFormSchema = z
  .object({
    cardNumber: z.string().max(40).default(''),
    expMonth: z.string().max(4).default(''),
    expYear: z.string().max(4).default(''),
    holderName: z.string().max(100).default(''),
    makeDefault: z.string().max(5).optional(),
  })
  .meta({ id: 'HostedCardForm' });

/** Pay now (C-288): the open balance, with the default method unless one is chosen. */
export const payNowSchema = z
  .object({
    paymentMethodId: z
      .number({ error: 'Choose a payment method.' })
      .int({ error: 'Choose a payment method.' })
      .positive({ error: 'Choose a payment method.' })
      .optional(),
  })
  .meta({ id: 'PayNow' });
export type PayNowRequest = z.input<typeof payNowSchema>;

const EMAIL = 'Enter an e-mail address such as name@example.com.';
/** Invoice or summary e-mail (C-289, C-290): to the caller unless an address is given. */
export const billingEmailSchema = z
  .object({ to: z.email({ error: EMAIL }).max(200, { error: EMAIL }).optional() })
  .meta({ id: 'BillingEmail' });
export type BillingEmailRequest = z.input<typeof billingEmailSchema>;

export const SIGNED_DOCUMENTS = ['autopayAuthorization', 'billingTerms'] as const;
/** Digital signature (C-296): the signer accepts a billing document by typing their name. */
export const digitalSignatureSchema = z
  .object({
    document: z.enum(SIGNED_DOCUMENTS, { error: 'document is autopayAuthorization or billingTerms.' }),
    signerName: z
      .string({ error: 'Type your full name to sign.' })
      .trim()
      .min(2, { error: 'Type your full name to sign.' })
      .max(100, { error: 'A name is at most 100 characters.' }),
    accept: z.literal(true, { error: 'Tick the box to accept the document.' }),
  })
  .meta({ id: 'DigitalSignature' });
export type DigitalSignatureRequest = z.input<typeof digitalSignatureSchema>;
