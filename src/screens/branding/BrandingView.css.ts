import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  alignItems: 'start',
});

export const colourGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const fileRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const previewLink = style({ color: vars.color.accent, textDecoration: 'underline' });

export const thumb = style({
  maxHeight: '48px',
  maxWidth: '160px',
  width: 'auto',
  height: 'auto',
  alignSelf: 'flex-start',
  objectFit: 'contain',
});
