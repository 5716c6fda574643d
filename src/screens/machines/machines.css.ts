import { style } from '@vanilla-extract/css';
import { focusRing } from '../../ui/a11y.css';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const topbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const product = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const machineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  flex: 1,
});

export const machineLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSurface },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSurface,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const statusBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const main = style({
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  outline: 'none',
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(24rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const viewport = style({
  position: 'relative',
  height: 'clamp(22rem, calc(100vh - 16rem), 52rem)',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  vars: {
    '--sc-bg': vars.color.bg,
    '--sc-surface': vars.color.surface,
    '--sc-compound': vars.color.neutralSurface,
    '--sc-border': vars.color.textMuted,
    '--sc-border-strong': vars.color.text,
    '--sc-text': vars.color.text,
    '--sc-muted': vars.color.textMuted,
    '--sc-edge': vars.color.textMuted,
    '--sc-label-border': vars.color.border,
    '--sc-error': vars.color.danger,
    '--sc-active': vars.color.accent,
    '--sc-active-surface': vars.color.accentSurface,
    '--sc-tag': vars.color.info,
    '--sc-guard': vars.color.success,
  },
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

export const canvas = style({
  position: 'absolute',
  left: 0,
  top: 0,
  transformOrigin: '0 0',
  userSelect: 'none',
});

export const toolbar = style({
  position: 'absolute',
  right: vars.space.sm,
  top: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  cursor: 'default',
});

export const zoomText = style({
  minWidth: '3.5rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const liveState = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const stepList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  maxHeight: '14rem',
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const currentStep = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
});

export const pathList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '16rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const pathButton = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  cursor: 'pointer',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSurface },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accentSurface, color: vars.color.accent },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const source = style({
  margin: 0,
  maxHeight: '24rem',
  overflow: 'auto',
  padding: vars.space.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
