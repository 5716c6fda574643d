import { style } from '@vanilla-extract/css';
import { focusRing } from '../../ui/a11y.css';
import { vars } from '../../ui/theme.css';

const wide = 'screen and (min-width: 900px)';
const narrow = 'screen and (max-width: 899.98px)';

export const layout = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: '"header" "nav" "main"',
  '@media': {
    [wide]: {
      gridTemplateColumns: '14rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"header header" "nav main"',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.accent,
  borderRadius: vars.radius.md,
  // Out of sight and without a shadow until focused: its shadow once smudged the logo.
  transform: 'translateY(calc(-100% - 2rem))',
  selectors: {
    '&:focus': { transform: 'none', boxShadow: vars.shadow.overlay, ...focusRing },
  },
});

/** The narrow screen's menu button; the wide layout shows the menu beside the page instead. */
export const menuButton = style({
  marginInlineStart: 'auto',
  minHeight: '2.25rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': { backgroundColor: vars.color.accentSurface, color: vars.color.accent },
  },
  '@media': { [wide]: { display: 'none' } },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const product = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const headerInfo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.3,
});

export const muted = style({
  color: vars.color.textMuted,
});

export const acting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const nav = style({
  gridArea: 'nav',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: { selectors: { '&:not([data-open])': { display: 'none' } } },
    [wide]: { borderBottom: 'none', borderInlineEnd: `1px solid ${vars.color.border}` },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexDirection: 'column',
  flexWrap: 'nowrap',
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
});

/** A full-width row under the header's own items (the swap banner). */
export const bannerRow = style({
  flexBasis: '100%',
});

export const navSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginBottom: vars.space.sm,
});

export const navHeading = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The header's Help links (the API reference): a label and a row of links. */
export const helpNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const helpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
