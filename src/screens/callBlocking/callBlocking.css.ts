// Call blocking's own styles: the row check boxes and the bar of actions on the chosen rules.
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const rowCheck = style({ width: '1.1rem', height: '1.1rem', margin: 0 });
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
