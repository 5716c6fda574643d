import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSurface,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', backgroundColor: vars.color.accent, transition: 'width 200ms' });
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});
