import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The panel the progress and the result stand in (as the areas' sections look). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
