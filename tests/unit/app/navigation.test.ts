// Menus and page access from the permission keys (ROLE-04) and the end-user rule (ROLE-09).
import { describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../../../server/db/seed';
import { helpEntries, NAV_SECTIONS, navEntries, pageAccess } from '../../../src/app/navigation';
import { PAGES as PAGE_RULES } from '../../../src/app/pages';
import { defaultPermissions } from '../../../src/domain/permissions';
import { isEndUser, ROLE } from '../../../src/domain/roles';
import { EXPECTED_MENUS, knownItems } from '../../support/expectedMenus';

const viewer = (roleId: number) => ({ roleId, permissions: defaultPermissions(roleId) });
const menu = (roleId: number) => navEntries(PAGE_RULES, viewer(roleId)).map((e) => e.label);

describe('navigation', () => {
  it('ROLE-04 each demo role sees exactly the menus its permission keys allow', () => {
    for (const demo of DEMO_SIGN_INS) {
      expect(knownItems(menu(demo.roleId)), demo.role).toEqual(EXPECTED_MENUS[demo.roleId]);
    }
  });

  it('ROLE-04 every page in the menus declares the key it needs, and shows exactly to the roles holding it', () => {
    for (const [name, page] of Object.entries(PAGE_RULES)) {
      if (!page.nav) continue;
      expect(page.permission, `${name} is in the menus without a permission key`).toBeDefined();
      for (const demo of DEMO_SIGN_INS) {
        const v = viewer(demo.roleId);
        const shown = navEntries(PAGE_RULES, v).some((e) => e.name === name);
        const holds =
          v.permissions.has(page.permission!) && (page.personal === true || !isEndUser(demo.roleId));
        expect(shown, `${demo.role} / ${name}`).toBe(holds);
      }
    }
  });

  it('ROLE-04 menu entries come in section order with hash routes', () => {
    const entries = navEntries(PAGE_RULES, viewer(ROLE.SUPERUSER));
    const order = entries.map((e) => NAV_SECTIONS.indexOf(e.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(entries[0]).toMatchObject({ name: 'dashboard', href: '#/management/m/dashboard' });
  });

  it('ROLE-04 a page the role lacks the key for is refused with the key named', () => {
    const access = pageAccess(PAGE_RULES.billhistory, viewer(ROLE.REPORTS_ADMIN));
    expect(access).toEqual({ open: false, reason: expect.stringContaining('read:billing') });
    expect(pageAccess(PAGE_RULES.billhistory, viewer(ROLE.BILLING_ADMIN))).toEqual({ open: true });
  });

  it('ROLE-09 end users see only personal items, even with an administrator key granted', () => {
    const granted = {
      roleId: ROLE.END_USER,
      permissions: new Set([...defaultPermissions(4), 'read:billing' as const]),
    };
    expect(navEntries(PAGE_RULES, granted).map((e) => e.name)).toEqual([
      'myCallsReport',
      'myRecordings',
      'myCallBlocking',
      'dateTime',
      'mySecurity',
    ]);
    const refused = pageAccess(PAGE_RULES.dashboard, granted);
    expect(refused).toEqual({ open: false, reason: expect.stringContaining('own items') });
    // A room user is an end user marked as a room (USER-02): the role, so the view, is the same.
    expect(navEntries(PAGE_RULES, viewer(ROLE.END_USER_NO_DASHBOARD)).map((e) => e.name)).toEqual([
      'myCallsReport',
      'myRecordings',
      'myCallBlocking',
      'dateTime',
      'mySecurity',
    ]);
    expect(pageAccess(PAGE_RULES.resellerList, viewer(ROLE.END_USER)).open).toBe(false);
  });

  it('every signed-in role, end users included, may open the API reference from the Help links', () => {
    for (const demo of DEMO_SIGN_INS) {
      expect(helpEntries(PAGE_RULES, viewer(demo.roleId)), demo.role).toEqual([
        { name: 'api-docs', label: 'API reference', href: '#/management/m/api-docs' },
      ]);
      expect(pageAccess(PAGE_RULES['api-docs'], viewer(demo.roleId))).toEqual({ open: true });
    }
    expect(menu(ROLE.END_USER)).not.toContain('API reference');
  });
});
