import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './a11y.css';
import { vars } from './theme.css';

export const link = recipe({
  base: {
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-pressed]': { opacity: 0.8 },
      // RAC's Link sets data-focus-visible; plain anchors styled with this recipe (the rows of
      // the virtual tables) rely on :focus-visible.
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: {},
      // Navigation items: no underline until hovered; the current page is marked.
      nav: {
        display: 'block',
        paddingInline: vars.space.md,
        paddingBlock: vars.space.sm,
        color: vars.color.text,
        textDecoration: 'none',
        fontSize: vars.fontSize.sm,
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentSurface, textDecoration: 'none' },
          // The current page is marked by colour and a bar, not a bolder weight, which made
          // long labels ("Roles and permissions") wrap and the menu shift when chosen.
          '&[data-current]': {
            backgroundColor: vars.color.accentSurface,
            color: vars.color.accent,
            boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
          },
        },
      },
      // A link that looks like a secondary button (for 'Go home' style actions).
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '2.25rem',
        paddingInline: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        textDecoration: 'none',
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
