// The account's brand on the portal (MISC-01, ROLE-09; decision 0115): the brand the acting
// account shows (its own or its partner's) themes every page. Colours go in as the theme's CSS
// variables through a constructed style sheet (CSSOM), which the Content-Security-Policy allows
// (no inline style, no <style> element); the light and dark colours each under their scheme.
import { useEffect } from 'react';
import { type BrandAnswer, getBranding } from '../api/branding';
import { textOn } from '../domain/branding/contrast';
import type { BrandColours } from '../domain/schemas/branding';
import { brandAccent, brandAccentText } from '../ui/brand.css';
import { vars } from '../ui/theme.css';
import { allHandled } from './failures';
import { useSessionContext } from './session/SessionContext';
import { useResource } from './useResource';

/** The custom property inside a vanilla-extract `var(--name)` (or `var(--name, fallback)`). */
const propertyOf = (v: string) => /^var\((--[^,)]+)/.exec(v)?.[1] ?? v;

/** The declarations of one scheme's colours. */
function declarations(c: BrandColours['light']): string {
  const set: [string, string][] = [
    [vars.color.accent, c.primary],
    [vars.color.accentText, textOn(c.primary)],
    [brandAccent, c.accent],
    [brandAccentText, textOn(c.accent)],
  ];
  return set.map(([name, value]) => `${propertyOf(name)}: ${value};`).join(' ');
}

/** The rules that put a brand's colours on `selector` (the page, or a preview inside it). */
export function brandRules(colours: BrandColours, selector: string): string {
  return (
    `${selector} { ${declarations(colours.light)} }\n` +
    `@media (prefers-color-scheme: dark) { ${selector} { ${declarations(colours.dark)} } }`
  );
}

/** Selectors that outrank the theme's class on <html>. */
export const PAGE_SELECTOR = ':root:root';
export const PREVIEW_SELECTOR = '[data-brand-preview][data-brand-preview]';

const constructable = () =>
  typeof document !== 'undefined' &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  Array.isArray(document.adoptedStyleSheets);

/** Adopts a style sheet with `css` while mounted (and replaces it when `css` changes). */
export function useAdoptedStyles(css: string | undefined) {
  useEffect(() => {
    if (!css || !constructable()) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}

/** Sent when a brand is saved, so the shell loads it again. */
export const BRAND_CHANGED = 'switchboard:brand-changed';

/** The brand the account shows, applied to the page; undefined until loaded (or when it fails: the default). */
export function useAccountBrand(accountId: number | undefined): BrandAnswer['effective'] | undefined {
  const { api } = useSessionContext();
  const brand = useResource(
    ['brand', accountId],
    (signal) => (accountId === undefined ? Promise.resolve(undefined) : getBranding(api, accountId, signal)),
    { handled: allHandled },
  );
  const { reload } = brand;
  useEffect(() => {
    window.addEventListener(BRAND_CHANGED, reload);
    return () => window.removeEventListener(BRAND_CHANGED, reload);
  }, [reload]);
  const effective = brand.data?.effective;
  useAdoptedStyles(
    effective?.fromAccountId != null ? brandRules(effective.colours, PAGE_SELECTOR) : undefined,
  );
  return effective;
}
