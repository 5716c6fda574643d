// The app centre's writes (issue 24 item 2; decision 0115): activate an app (with the user types
// that may use it) and request a priced app's purchase through the store's order flow.
import { APP_USER_TYPES } from '../apps';
import { z } from './zod';

export const appActivationSchema = z
  .object({
    userTypes: z
      .array(z.enum(APP_USER_TYPES, { error: 'Choose END_USER, ROOM_USER or ADMIN.' }), {
        error: 'Choose who may use the app.',
      })
      .min(1, { error: 'Choose at least one user type.' })
      .optional(),
  })
  .meta({ id: 'AppActivation' });
export type AppActivation = z.output<typeof appActivationSchema>;

/** A purchase request is a store order of the app's product: the preview's total, as the store takes. */
export const appPurchaseSchema = z
  .object({
    previewTotalMinor: z
      .number({ error: 'Preview the order first.' })
      .int({ error: 'Preview the order first.' })
      .min(0, { error: 'Preview the order first.' }),
  })
  .meta({ id: 'AppPurchase' });
