import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from './a11y.css';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.25rem',
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.2,
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, filter 120ms',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-hovered]': { filter: 'brightness(0.95)' },
      '&[data-pressed]': { filter: 'brightness(0.88)' },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, filter: 'none' },
      // The same states on a plain <button> (PlainButton: the sign-in page, decision 0125).
      '&:not([data-rac]):focus-visible': focusRing,
      '&:not([data-rac]):not([data-pending]):hover': { filter: 'brightness(0.95)' },
      '&:not([data-rac]):not([data-pending]):active': { filter: 'brightness(0.88)' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerText,
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentSurface, filter: 'none' },
          '&[data-pressed]': { backgroundColor: vars.color.accentSurface, filter: 'brightness(0.92)' },
          '&:not([data-rac]):not([data-pending]):hover': {
            backgroundColor: vars.color.accentSurface,
            filter: 'none',
          },
        },
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
