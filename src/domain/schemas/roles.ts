// Roles and permissions (ROLE-04, ROLE-07): a custom role, a role's permission overrides, the
// default role context.

import { rowIdSchema } from './common';
import { z } from './zod';

const KEYS = 'Give the permission keys as a list of action:resource texts.';
/** Permission keys as sent; unknown keys are named by the route (it knows the key table). */
const permissionKeysSchema = z.array(z.string({ error: KEYS }), { error: KEYS });

const ROLE_NAME = 'Give the role a name of 1 to 80 characters.';
export const roleCreateSchema = z
  .object({
    name: z
      .string({ error: ROLE_NAME })
      .trim()
      .min(1, { error: ROLE_NAME, abort: true })
      .max(80, { error: ROLE_NAME }),
    permissions: permissionKeysSchema,
  })
  .meta({ id: 'RoleCreate', description: 'A custom role of the account and the permissions it grants.' });

export const permissionOverridesSchema = z
  .object({
    roleId: rowIdSchema('Give the role to change.'),
    permissions: permissionKeysSchema,
  })
  .meta({
    id: 'PermissionOverrides',
    description: 'The permissions a role has in this account, beside its defaults.',
  });

const CONTEXT_ACCOUNT = 'Give the account of the role context.';
const CONTEXT_ROLE = 'Give the role of the role context.';
/** The default role context; `account_id` and `role_id` are taken too (the catalogue's names). */
export const defaultRoleContextSchema = z
  .object({
    accountId: rowIdSchema(CONTEXT_ACCOUNT).optional(),
    account_id: rowIdSchema(CONTEXT_ACCOUNT).optional(),
    roleId: rowIdSchema(CONTEXT_ROLE).optional(),
    role_id: rowIdSchema(CONTEXT_ROLE).optional(),
  })
  .check((ctx) => {
    const b = ctx.value;
    if (b.accountId === undefined && b.account_id === undefined)
      ctx.issues.push({ code: 'custom', input: b, path: ['accountId'], message: CONTEXT_ACCOUNT });
    if (b.roleId === undefined && b.role_id === undefined)
      ctx.issues.push({ code: 'custom', input: b, path: ['roleId'], message: CONTEXT_ROLE });
  })
  .meta({ id: 'DefaultRoleContext', description: 'The role context a sign-in starts in.' });
