// The brand icon (ROLE-09): the account's custom favicon for partner and CSP accounts only, the
// default icon otherwise. The custom icon is drawn from the account itself (its initial on a
// colour of its own), so it needs no upload and no unauthenticated image route.
import { useEffect } from 'react';
import { type AccountFacts, brandIcon } from '../domain/accounts';

export const DEFAULT_ICON = '/favicon.svg';

/** The icon's address: a data: URL for a custom icon, the default file otherwise. */
export function brandIconHref(
  account: Pick<AccountFacts, 'id' | 'kind' | 'isCsp'> & { name: string; favicon?: string | null },
): string {
  if (brandIcon(account) === 'default') return DEFAULT_ICON;
  // The favicon the account's brand set (decision 0115), checked as an image by the platform.
  if (account.favicon) return account.favicon;
  const initial = (account.name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?');
  const hue = (account.id * 137) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Sets the page's icon (index.html's link#brand-icon) for the account acted on. */
export function useBrandIcon(
  account:
    | (Pick<AccountFacts, 'id' | 'kind' | 'isCsp'> & { name: string; favicon?: string | null })
    | undefined,
) {
  const href = account ? brandIconHref(account) : DEFAULT_ICON;
  useEffect(() => {
    const link = document.getElementById('brand-icon');
    if (!(link instanceof HTMLLinkElement)) return;
    link.href = href;
    link.dataset.brand = href === DEFAULT_ICON ? 'default' : 'custom';
    return () => {
      link.href = DEFAULT_ICON;
      link.dataset.brand = 'default';
    };
  }, [href]);
}
