import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/a11y.css';
import { vars } from '../../../ui/theme.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The diagram's frame: scrolls both ways; its colours follow the theme (light and dark). */
export const diagramFrame = style({
  selectors: { '&:focus-visible': focusRing },
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  vars: {
    '--cf-bg': vars.color.bg,
    '--cf-surface': vars.color.surface,
    '--cf-border': vars.color.textMuted,
    '--cf-border-strong': vars.color.text,
    '--cf-text': vars.color.text,
    '--cf-muted': vars.color.textMuted,
    '--cf-edge': vars.color.textMuted,
    '--cf-label-border': vars.color.border,
    '--cf-error': vars.color.danger,
    '--cf-active': vars.color.accent,
    '--cf-active-surface': vars.color.accentSurface,
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });
