// Branding (issue 24 item 3; MISC-01, ROLE-09; decision 0115): the brand an account shows (GET,
// any signed-in user of it: the portal themes every page with it), set by partner and CSP
// accounts (PUT, PATCH; any other account is refused with 403), and the branding line groups.

import {
  brandingLineGroupSchema,
  brandingPatchSchema,
  brandingSchema,
} from '../../../src/domain/schemas/branding';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { tableRows } from '../../auth/rows';
import { brandingLineGroups } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { accountMaySetBrand, brandingOf, patchedBranding, saveBranding } from './brandingStore';
import { addLineGroup, changeLineGroup, lineGroupsOf, removeLineGroup } from './lineGroupStore';

export const lineGroupRows = tableRows('branding line group', brandingLineGroups);
const ONE_GROUP = { row: lineGroupRows, param: 'lineGroupId' } as const;

const BRAND_PATH = '/api/ucaas/account/:accountId/branding';
const REFUSED =
  'Only partner and CSP accounts set a brand; this account shows the brand of the account above it.';

export function brandingRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const refuseUnlessBrandable = async (accountId: number) => {
    if (!(await accountMaySetBrand(db, accountId))) throw forbidden(REFUSED);
  };
  return secureRouter(deps)
    .get(
      BRAND_PATH,
      {
        catalogue: ['C-489'],
        permission: 'read:account',
        account: 'path',
        summary:
          'The account’s own brand, whether it may set one, and the brand it shows (its own or the nearest above)',
      },
      async (c) => c.json(await brandingOf(db, c.get('actingAccountId'))),
    )
    .put(
      BRAND_PATH,
      {
        catalogue: ['C-490'],
        permission: 'update:account-settings',
        account: 'path',
        body: brandingSchema,
        summary:
          'Set the brand of a partner or CSP account: logo, favicon and colours (AA contrast in light and dark)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await refuseUnlessBrandable(accountId);
        await saveBranding(db, accountId, c.get('principal').userId, body, deps.now());
        return c.json(await brandingOf(db, accountId));
      },
    )
    .patch(
      BRAND_PATH,
      {
        catalogue: ['C-491'],
        permission: 'update:account-settings',
        account: 'path',
        body: brandingPatchSchema,
        summary: 'Change part of a partner’s or CSP account’s brand; the result is checked whole',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await refuseUnlessBrandable(accountId);
        const merged = await patchedBranding(db, accountId, body);
        await saveBranding(db, accountId, c.get('principal').userId, merged, deps.now());
        return c.json(await brandingOf(db, accountId));
      },
    )
    .get(
      `${BRAND_PATH}/line-groups`,
      {
        catalogue: ['C-492'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'The account’s branding line groups: named groups of lines that present one caller name',
      },
      async (c) => {
        const items = await lineGroupsOf(db, c.get('actingAccountId'));
        return c.json({ total: items.length, items });
      },
    )
    .post(
      `${BRAND_PATH}/line-groups`,
      {
        catalogue: ['C-493'],
        permission: 'update:account-settings',
        account: 'path',
        body: brandingLineGroupSchema,
        summary: 'Add a branding line group',
      },
      async (c, { body }) => c.json(await addLineGroup(db, c.get('actingAccountId'), body, deps.now()), 201),
    )
    .put(
      `${BRAND_PATH}/line-groups/:lineGroupId`,
      {
        catalogue: ['C-494'],
        permission: 'update:account-settings',
        account: ONE_GROUP,
        body: brandingLineGroupSchema,
        summary: 'Change a branding line group',
      },
      async (c, { body, row }) => c.json(await changeLineGroup(db, row, body)),
    )
    .delete(
      `${BRAND_PATH}/line-groups/:lineGroupId`,
      {
        catalogue: ['C-495'],
        permission: 'update:account-settings',
        account: ONE_GROUP,
        body: noBodySchema,
        summary: 'Delete a branding line group',
      },
      async (c, { row }) => c.json(await removeLineGroup(db, row)),
    );
}
