import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
