import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' },
  },
});
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});
export const tabs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const rowCheck = style({ width: '1.1rem', height: '1.1rem' });
export const waveform = style({
  width: '100%',
  height: '4rem',
  display: 'block',
  cursor: 'pointer',
  color: vars.color.textMuted,
});
export const segment = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  padding: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.accentSurface } },
});
export const segmentTime = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.sm,
});
export const player = style({ width: '100%' });
