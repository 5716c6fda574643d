import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    variant: {
      error: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger },
      warning: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
      info: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
  defaultVariants: { variant: 'error' },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.surface,
  },
  variants: {
    variant: {
      error: { backgroundColor: vars.color.danger },
      warning: { backgroundColor: vars.color.warning },
      info: { backgroundColor: vars.color.info },
      success: { backgroundColor: vars.color.success },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
});
