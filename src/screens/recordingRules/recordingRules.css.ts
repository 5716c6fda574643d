// The recording screens' own styles: the list of whom a rule names, and the row switches.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const targetList = style({
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
export const rowSwitch = style({ width: '1.1rem', height: '1.1rem', margin: 0 });
