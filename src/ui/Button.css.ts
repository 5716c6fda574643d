import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from './a11y.css';
import { vars } from './theme.css';

/** A plain <button> (PlainButton): RAC's buttons carry data-rac. */
const plain = '&:not([data-rac])';
/** ...that is not busy: hover and press show only on a button that takes the press. */
const plainIdle = `${plain}:not([data-pending])`;

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
      // RAC's data attributes, and the same states of a plain <button> (PlainButton, which has
      // no data-rac mark: the sign-in page, decision 0125).
      [`&[data-focus-visible], ${plain}:focus-visible`]: focusRing,
      [`&[data-hovered], ${plainIdle}:hover`]: { filter: 'brightness(0.95)' },
      [`&[data-pressed], ${plainIdle}:active`]: { filter: 'brightness(0.88)' },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, filter: 'none' },
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
          [`&[data-hovered], ${plainIdle}:hover`]: {
            backgroundColor: vars.color.accentSurface,
            filter: 'none',
          },
          [`&[data-pressed], ${plainIdle}:active`]: {
            backgroundColor: vars.color.accentSurface,
            filter: 'brightness(0.92)',
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
