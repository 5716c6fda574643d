// Which pages a user may open and see in the menus (ROLE-04, ROLE-09): pure, from the page
// table (menuPages.ts) and the permission keys the permissions service returned. The portal's
// menu and the server's menu permissions (C-499, decision 0119) both read this one rule.

import { billingOpen, type StoreFacts, storeOpen } from './orders/storeRules';
import type { PermissionKey } from './permissions';
import { isEndUser } from './roles';

export const NAV_SECTIONS = [
  'Home',
  'Accounts',
  'Phone system',
  'Reports',
  'Billing',
  'Settings',
  'Personal',
  'Security',
] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** What navigation reads of a page (see PageDef in pages.tsx). */
export interface NavPage {
  title: string;
  permission?: PermissionKey;
  nav?: { label: string; section: NavSection; order?: number };
  personal?: boolean;
  /** Any signed-in user may open it, end users included (the help pages). */
  everyone?: boolean;
  /** Linked from the header's Help links, for everyone who may open it. */
  help?: { label: string };
  /** The store (issue 22): shown only where the store rules (ROLE-08) open it for the account. */
  store?: boolean;
  /** Billing (issue 22, decision 0113): shown only where ROLE-08 shows billing for the account. */
  billing?: boolean;
}

export interface Viewer {
  roleId: number;
  permissions: ReadonlySet<PermissionKey>;
  /** The acting account and the viewer's home account, for the store rules (ROLE-08). */
  account?: StoreFacts;
  homeAccount?: { id: number };
}

export type PageAccess = { open: true } | { open: false; reason: string };

/** Whether the viewer may open a page, and if not a message saying why. */
export function pageAccess(page: NavPage, viewer: Viewer): PageAccess {
  if (isEndUser(viewer.roleId) && !page.personal && !page.everyone) {
    return {
      open: false,
      reason: `${page.title} is for administrators. As an end user you see your own items only.`,
    };
  }
  if (page.permission && !viewer.permissions.has(page.permission)) {
    return {
      open: false,
      reason: `Your role does not include access to ${page.title} (${page.permission}). Ask an administrator if you need it.`,
    };
  }
  if (
    page.store &&
    viewer.account &&
    !storeOpen(viewer.account, viewer.homeAccount?.id ?? viewer.account.accountId)
  ) {
    // Decision 0114: a suspended, held or cancelled account is told why (the banner says whom to contact).
    const standing = { Suspended: 'is suspended', Cancelled: 'is cancelled' }[viewer.account.status];
    return {
      open: false,
      reason: standing
        ? `${page.title} is not available while this account ${standing}. The notice above says whom to contact.`
        : `${page.title} is not available for this account: services for it are added by its provider or partner.`,
    };
  }
  if (
    page.billing &&
    viewer.account &&
    !billingOpen(viewer.account, viewer.homeAccount?.id ?? viewer.account.accountId)
  ) {
    return {
      open: false,
      reason: `${page.title} is not available for this account: its billing is handled by its partner.`,
    };
  }
  return { open: true };
}

export interface NavEntry {
  name: string;
  label: string;
  section: NavSection;
  href: string;
}

/** The menu: every page with a `nav` entry the viewer may open, in section order. */
export function navEntries(pages: Record<string, NavPage>, viewer: Viewer): NavEntry[] {
  return Object.entries(pages)
    .filter(([, page]) => page.nav && pageAccess(page, viewer).open)
    .map(([name, page]) => ({ name, page, nav: page.nav! }))
    .sort(
      (a, b) =>
        NAV_SECTIONS.indexOf(a.nav.section) - NAV_SECTIONS.indexOf(b.nav.section) ||
        (a.nav.order ?? 0) - (b.nav.order ?? 0),
    )
    .map(({ name, nav }) => ({
      name,
      label: nav.label,
      section: nav.section,
      href: `#/management/m/${name}`,
    }));
}

/** The header's Help links: every page with a `help` entry the viewer may open. */
export function helpEntries(pages: Record<string, NavPage>, viewer: Viewer) {
  return Object.entries(pages)
    .filter(([, page]) => page.help && pageAccess(page, viewer).open)
    .map(([name, page]) => ({ name, label: page.help!.label, href: `#/management/m/${name}` }));
}
