// Colour contrast (WCAG 2.x, MISC-01 branding; decision 0115): a brand's colours are refused when
// text on them, or they as text on the page, would read below AA (4.5:1 for normal text), in the
// light scheme and in the dark one.

/** AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The page surfaces the brand's colours meet (src/ui/theme.css.ts: surface). */
export const SURFACE = { light: '#ffffff', dark: '#171b21' } as const;
/** The two text colours a brand colour may carry: the one that reads better is used. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#0b1220';

const HEX = /^#([0-9a-f]{6})$/i;

export const isHexColour = (text: string) => HEX.test(text);

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`Not a colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour (white or near-black) that reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

export const rounded = (ratio: number) => Math.floor(ratio * 100) / 100;

export type Scheme = keyof typeof SURFACE;

/**
 * What is wrong with a brand's primary colour in one scheme: it is a button's background (its
 * label must read on it) and the links' colour on the page (it must read on the surface).
 * Undefined when both pass AA.
 */
export function primaryProblem(colour: string, scheme: Scheme): string | undefined {
  const onButton = contrastRatio(textOn(colour), colour);
  if (onButton < AA_CONTRAST)
    return `Text on this colour reads at ${rounded(onButton)}:1; it needs at least 4.5:1. Choose a darker or lighter colour.`;
  const asText = contrastRatio(colour, SURFACE[scheme]);
  if (asText < AA_CONTRAST)
    return `As link text on the ${scheme} page this colour reads at ${rounded(asText)}:1; it needs at least 4.5:1. Choose a ${scheme === 'light' ? 'darker' : 'lighter'} colour.`;
  return undefined;
}

/** What is wrong with a brand's accent colour (the header band, which carries the brand's name). */
export function accentProblem(colour: string): string | undefined {
  const ratio = contrastRatio(textOn(colour), colour);
  return ratio < AA_CONTRAST
    ? `Text on this colour reads at ${rounded(ratio)}:1; it needs at least 4.5:1. Choose a darker or lighter colour.`
    : undefined;
}
