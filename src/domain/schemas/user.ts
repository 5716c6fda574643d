// The users area's bodies (USER-01, USER-04, USER-05, USER-08): one schema each, read by the
// platform's routes (the route validates with it, and /openapi.json describes it) and by the
// portal's user forms, with the words both show. What depends on the account (which roles its
// users may have, its country for phone numbers) is checked after the schema, where the account
// is known.

import { isRoleId } from '../roles';
import { EMAIL_PATTERN, EXTENSION_PATTERN, LOGIN_NAME_PATTERN } from '../userRules';
import { flagSchema, phoneTextSchema, problemOf } from './common';
import { z } from './zod';

/** The longest name, e-mail address or login name a user may have. */
export const USER_TEXT_MAX = 200;

const stop = { abort: true } as const;

/** A required text: trimmed, not blank, at most USER_TEXT_MAX characters. */
const text = (label: string) => {
  const enter = `Enter ${label}.`;
  return z
    .string({ error: enter })
    .trim()
    .min(1, { error: enter, ...stop })
    .max(USER_TEXT_MAX, { error: `${label[0].toUpperCase()}${label.slice(1)} is too long.`, ...stop });
};

export const firstNameSchema = text('a first name');
export const lastNameSchema = text('a last name');
export const emailSchema = text('an e-mail address').regex(EMAIL_PATTERN, {
  error: 'Enter an e-mail address like name@example.com.',
});
export const loginNameSchema = text('a login name').regex(LOGIN_NAME_PATTERN, {
  error: 'A login name has 3 to 100 letters, digits or . _ % + @ - and no spaces.',
});
/** What is wrong with a login name (USER-04), or undefined. */
export const loginNameProblem = (loginName: string) => problemOf(loginNameSchema, loginName);
/** What is wrong with an e-mail address, or undefined. */
export const emailProblem = (email: string) => problemOf(emailSchema, email);

export const extensionNumberSchema = z
  .string({ error: 'An extension number has 2 to 6 digits.' })
  .regex(EXTENSION_PATTERN, { error: 'An extension number has 2 to 6 digits.' });

const ROLE_MESSAGE = 'Choose a role a user of this account can have.';
/** A role id of core §3; whether this account's users may have it is checked with the account. */
export const roleIdSchema = z.coerce
  .number({ error: ROLE_MESSAGE })
  .refine((id) => isRoleId(id), { error: ROLE_MESSAGE });

const flag = (name: string) => flagSchema(name).optional();

export const CONTACT_KINDS = ['D', 'M', 'H', 'F'] as const;
export const contactNumberSchema = z.object({
  kind: z.enum(CONTACT_KINDS, { error: 'A contact number is of kind D, M, H or F.' }),
  /** As typed; checked against the account's country (PHONE-01). Blank: no number of this kind. */
  number: phoneTextSchema,
});

const optionalFields = {
  blockAccess: flag('blockAccess'),
  sendEmail: flag('sendEmail'),
  updateMeWithAnnouncements: flag('updateMeWithAnnouncements'),
  allowMainNumberMessaging: flag('allowMainNumberMessaging'),
  allowEndUserOutboundCallerId: flag('allowEndUserOutboundCallerId'),
  allowCallBlocking: flag('allowCallBlocking'),
  mobileTLSEnabled: flag('mobileTLSEnabled'),
  userMobileEncryptionEnabled: flag('userMobileEncryptionEnabled'),
  /** USER-05: the inverse of blockAccess; sendEmail follows it unless given. */
  allowLogin: flag('allowLogin'),
  contactNumbers: z.array(contactNumberSchema, { error: 'contactNumbers is a list.' }).optional(),
};

/** A new user: names, e-mail and login name needed; the role is an end user's unless given. */
export const userCreateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    loginName: loginNameSchema,
    roleId: roleIdSchema.default(4),
    ...optionalFields,
  })
  .meta({ id: 'UserCreate', description: 'A new user of the account.' });

/** A change to a user: only the fields given change. */
export const userUpdateSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    email: emailSchema.optional(),
    loginName: loginNameSchema.optional(),
    roleId: roleIdSchema.optional(),
    ...optionalFields,
  })
  .meta({ id: 'UserUpdate', description: 'The fields of a user to change; the others stay.' });

export type UserCreateBody = z.output<typeof userCreateSchema>;
export type UserUpdateBody = z.output<typeof userUpdateSchema>;
