import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
