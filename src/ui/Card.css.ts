import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    minWidth: 0,
  },
  variants: {
    size: {
      auto: {},
      narrow: { width: '100%', maxWidth: '26rem' },
    },
  },
  defaultVariants: { size: 'auto' },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = recipe({
  base: { color: vars.color.text },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xl },
      2: { fontSize: vars.fontSize.lg },
      3: { fontSize: vars.fontSize.md },
    },
  },
});
