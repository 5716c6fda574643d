// SCIM 2.0 (RFC 7643, RFC 7644) as this product speaks it (issue 23, item 4; decision 0110): the
// User resource mapped onto the product's users, and the messages' schemas.
import { z } from '../schemas/zod';

export const SCIM_CONTENT_TYPE = 'application/scim+json';
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_MAX_RESULTS = 200;

/** Identity providers send booleans as text now and then ("False"). */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['true', 'false']))
    .transform((v) => v === 'true'),
]);

const text = (max: number) => z.string().trim().max(max);

/** A User as an identity provider sends it (POST, PUT); unknown attributes are ignored. */
export const scimUserSchema = z.object({
  userName: text(320).min(1, { error: 'userName is required.' }),
  externalId: text(500).optional(),
  displayName: text(200).optional(),
  name: z
    .object({
      givenName: text(100).optional(),
      familyName: text(100).optional(),
      formatted: text(200).optional(),
    })
    .optional(),
  emails: z
    .array(z.object({ value: text(320), primary: scimBoolean.optional(), type: z.string().optional() }))
    .max(20)
    .optional(),
  active: scimBoolean.optional(),
});
export type ScimUserInput = z.output<typeof scimUserSchema>;

export const scimPatchSchema = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((v) => v.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'])),
        path: z.string().max(200).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type ScimPatch = z.output<typeof scimPatchSchema>;

export { scimBoolean };
