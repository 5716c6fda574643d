import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const familyHeading = style({ fontSize: vars.fontSize.lg });

export const operationList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const operation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const operationHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});

/** Paths and field names: monospace, and broken anywhere so a long path fits a phone. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});

export const limits = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const fieldFacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** A field's name breaks only where its words meet (BreakableCode), never inside a word. */
export const fieldName = style({ fontFamily: vars.font.mono, fontSize: '0.9em' });
