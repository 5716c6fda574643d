import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const wideItem = style({ gridColumn: '1 / -1', minWidth: 0 });
