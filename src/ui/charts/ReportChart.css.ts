// A chart panel (src/ui/charts/ReportChart.tsx) that never overflows a phone's width, its legend.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const chart = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  overflowX: 'auto',
});

export const chartTitle = style({ fontWeight: vars.fontWeight.bold });

export const plot = style({ width: '100%', minHeight: '220px' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
  verticalAlign: 'middle',
});
