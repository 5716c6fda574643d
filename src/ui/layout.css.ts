// The layout every area's views share (a column, a toolbar, a grid of fields, a section panel),
// here so that no area imports another's styles.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});
export const grow = style({ flex: '1 1 16rem' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
