// The store's request bodies (issue 22, BILL-03; decision 0112), shared with the portal.
import { z } from './zod';

const SKU = 'Choose a product from the catalogue.';
export const cartItemSchema = z.object({
  sku: z.string({ error: SKU }).trim().min(1, { error: SKU }).max(40, { error: SKU }),
  quantity: z
    .number({ error: 'Enter a quantity from 1 to 500.' })
    .int({ error: 'Enter a quantity from 1 to 500.' })
    .min(1, { error: 'Enter a quantity from 1 to 500.' })
    .max(500, { error: 'Enter a quantity from 1 to 500.' }),
  locationId: z
    .number({ error: 'Choose a location.' })
    .int({ error: 'Choose a location.' })
    .positive()
    .optional(),
});

const items = z
  .array(cartItemSchema, { error: 'Add at least one product to the cart.' })
  .min(1, { error: 'Add at least one product to the cart.' })
  .max(50, { error: 'A cart holds at most 50 lines.' });

export const orderPreviewSchema = z
  .object({
    items,
    returnZeroChargeItems: z.boolean({ error: 'returnZeroChargeItems is true or false.' }).default(true),
  })
  .meta({ id: 'OrderPreview' });
export type OrderPreviewRequest = z.input<typeof orderPreviewSchema>;

export const orderSubmitSchema = z
  .object({
    items,
    /** The total the preview showed, in minor units: a submit whose prices changed is refused. */
    previewTotalMinor: z
      .number({ error: 'Preview the order before you submit it.' })
      .int({ error: 'Preview the order before you submit it.' })
      .min(0, { error: 'Preview the order before you submit it.' }),
  })
  .meta({ id: 'OrderSubmit' });
export type OrderSubmitRequest = z.input<typeof orderSubmitSchema>;

export const orderAddressSchema = z
  .object({
    street: z.string({ error: 'Enter the street.' }).max(200),
    city: z.string({ error: 'Enter the city.' }).max(100),
    region: z.string().max(100).optional(),
    postalCode: z.string({ error: 'Enter the postal code.' }).max(20),
    countryCode: z
      .string({ error: 'Enter a two-letter country code.' })
      .max(2, { error: 'Enter a two-letter country code.' }),
  })
  .meta({ id: 'OrderAddress' });

export { IDEMPOTENCY_HEADER } from '../orders/idempotency';
/** A key the portal makes once per cart (a UUID); 8 to 100 letters, digits and dashes. */
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header with the submit.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, {
    error: 'The Idempotency-Key header is 8 to 100 letters, digits, - or _.',
  });

/** An order not yet completed: what the dashboard's pending-orders notice counts (BILL-06). */
export const PENDING_ORDER_STATUSES = ['Submitted', 'Processing'] as const;

/** C-279's query: `status=pending` counts only the orders still pending. */
export const orderCountQuerySchema = z
  .object({
    status: z.enum(['pending'], { error: 'status is pending or left out.' }).optional(),
  })
  .meta({ id: 'OrderCountQuery' });
