import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: {
        color: vars.color.success,
        backgroundColor: vars.color.successSurface,
        borderColor: vars.color.success,
      },
      warning: {
        color: vars.color.warning,
        backgroundColor: vars.color.warningSurface,
        borderColor: vars.color.warning,
      },
      danger: {
        color: vars.color.danger,
        backgroundColor: vars.color.dangerSurface,
        borderColor: vars.color.danger,
      },
      info: { color: vars.color.info, backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
      neutral: {
        color: vars.color.neutral,
        backgroundColor: vars.color.neutralSurface,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
