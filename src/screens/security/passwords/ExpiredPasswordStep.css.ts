import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** Laid out like the sign-in page it stands in for. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100vh',
  padding: vars.space.lg,
});
