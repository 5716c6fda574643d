import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The authenticator's QR code: large enough for a phone's camera, on white in either scheme. */
export const qr = style({
  width: '12rem',
  height: '12rem',
  background: '#fff',
  borderRadius: vars.radius.md,
});

export const code = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  fontFamily: vars.font.mono,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
