// Call monitoring's own styles: the scrolling list of extensions to choose from.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
});
