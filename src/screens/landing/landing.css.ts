import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const summaryLine = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
