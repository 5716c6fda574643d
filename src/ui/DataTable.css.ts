import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const caption = recipe({
  base: {
    captionSide: 'top',
    textAlign: 'start',
    padding: vars.space.md,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
  },
  variants: {
    hidden: {
      true: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  },
});

export const headerCell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const row = style({});

globalStyle(`${row}:not(:last-child) > td`, { borderBottom: `1px solid ${vars.color.border}` });

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    verticalAlign: 'top',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { align: 'start' },
});

/** A sortable column's header: a button that looks like the header text (issue 22, decision 0120). */
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: 'inherit',
  fontWeight: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
