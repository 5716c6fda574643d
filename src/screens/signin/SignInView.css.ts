import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100vh',
  padding: vars.space.lg,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The authenticator's QR code: large enough for a phone's camera, on white in either scheme. */
export const qr = style({
  width: '12rem',
  height: '12rem',
  alignSelf: 'center',
  background: '#fff',
  borderRadius: vars.radius.md,
});

export const secretText = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
});
