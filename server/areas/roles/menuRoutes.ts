// C-499, admin config: menu permissions (ROLE-04). The menu a caller may see on an account, read
// with the portal's own rule (src/domain/menu.ts) over the portal's own page table
// (src/domain/menuPages.ts), so the server and the menu can never disagree. Decision 0119.
import { navEntries, pageAccess, type Viewer } from '../../../src/domain/menu';
import { MENU_PAGES } from '../../../src/domain/menuPages';
import type { PermissionKey } from '../../../src/domain/permissions';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { accountChain, loadAccount, resellerSettingsOf } from './accountStore';
import { accountInfo } from './accountView';

export function menuPermissionRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps).get(
    '/rest/account/:accountId/adminConfig/menuPermissions',
    {
      catalogue: ['C-499'],
      permission: 'read:account',
      account: 'path',
      summary: 'The menu entries and pages the caller may open on the account, and the key each needs',
    },
    async (c) => {
      const id = c.get('actingAccountId');
      const principal = c.get('principal');
      const account = await loadAccount(db, id);
      const parent = account.parentId ? await loadAccount(db, account.parentId) : undefined;
      const permissions = c.get('permissions') as ReadonlySet<PermissionKey>;
      const settings = await resellerSettingsOf(db, await accountChain(db, id));
      const viewer: Viewer = {
        roleId: principal.roleId,
        permissions,
        account: {
          ...accountInfo(account, parent),
          // The reseller's settings, as the portal's profile reads them (C-089, decision 0119).
          resellerSettings: settings && {
            hideBilling: settings.hideBilling,
            canAddService: settings.canAddService,
          },
        },
        homeAccount: { id: principal.homeAccountId },
      };
      return c.json({
        accountId: id,
        roleId: principal.roleId,
        permissions: [...permissions].sort(),
        menu: navEntries(MENU_PAGES, viewer),
        pages: Object.entries(MENU_PAGES).map(([name, page]) => {
          const access = pageAccess(page, viewer);
          return {
            name,
            title: page.title,
            permission: 'permission' in page ? page.permission : null,
            open: access.open,
            ...(access.open ? {} : { reason: access.reason }),
          };
        }),
      });
    },
  );
}
