// The bulk move of services to another service location (C-400, decision 0122): the chosen
// services (provisions), or every active service at one location, moved to another location of
// the same account, as a job polled by task id. Shared with the portal's form.
import { rowIdSchema } from './common';
import { z } from './zod';

const provisionId = rowIdSchema('Choose a service of this account.');

export const SERVICE_LOCATION_MOVE_MAX = 5000;

export const serviceLocationMoveSchema = z
  .object({
    /** Where the services go: a location of the account. */
    locationId: rowIdSchema('Choose the location the services move to.'),
    /** The services to move; or leave it out and name `fromLocationId`. */
    provisionIds: z
      .array(provisionId)
      .min(1, { error: 'Choose at least one service.' })
      .max(SERVICE_LOCATION_MOVE_MAX, { error: 'Choose at most 5,000 services.' })
      .optional(),
    /** Every active service at this location moves (an office move). */
    fromLocationId: rowIdSchema('Choose the location the services move from.').optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.provisionIds === undefined) === (v.fromLocationId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['provisionIds'],
        message: 'Choose the services to move, or the location they move from (one of the two).',
      });
    if (v.fromLocationId !== undefined && v.fromLocationId === v.locationId)
      ctx.addIssue({
        code: 'custom',
        path: ['locationId'],
        message: 'Choose a location other than the one the services move from.',
      });
  })
  .meta({ id: 'ServiceLocationMove' });
export type ServiceLocationMove = z.output<typeof serviceLocationMoveSchema>;
