import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// The asterisk is drawn by CSS with empty alternative text, so the label's text and accessible
// name stay exactly the label (aria-required already tells assistive technology).
globalStyle(`${field}[data-required] > ${label}::after`, {
  content: '"*" / ""',
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const input = recipe({
  base: {
    width: '100%',
    minHeight: '2.25rem',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    outline: 'none',
    // RAC's data attributes, and the same states of a plain <input> (PlainTextField, which has no
    // data-rac mark: the sign-in page, decision 0125).
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&[data-hovered], &:not([data-rac]):hover': { borderColor: vars.color.textMuted },
      '&[data-focused], &:not([data-rac]):focus': { borderColor: vars.color.accent },
      '&[data-focus-visible], &:not([data-rac]):focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-invalid], &:not([data-rac])[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
