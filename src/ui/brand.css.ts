// The brand's own variables (decision 0115): the accent band behind the brand in the header and
// its text. The portal sets them at run time from the account's brand (src/app/brandTheme.ts).
import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const brandAccent = createVar();
export const brandAccentText = createVar();

/** The header's brand: the logo and the product name on the brand's accent. */
export const brandBand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: fallbackVar(brandAccent, 'transparent'),
  color: fallbackVar(brandAccentText, vars.color.accent),
  fontWeight: vars.fontWeight.bold,
});

export const brandLogo = style({ maxHeight: '28px', maxWidth: '140px', width: 'auto', height: 'auto' });
