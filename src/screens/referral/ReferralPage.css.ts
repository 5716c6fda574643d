import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const shell = style({
  maxWidth: '32rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});
