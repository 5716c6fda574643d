import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

export const text = style({
  color: vars.color.textMuted,
});

export const standaloneMain = style({
  padding: vars.space.xl,
});
