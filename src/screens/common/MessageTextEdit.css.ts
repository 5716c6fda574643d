import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The key tool's editor in place: a dashed frame, so it reads as a tool over the page. */
export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  maxWidth: '40rem',
});

export const editorActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A text the key tool can edit, with its affordance beside it. */
export const editableText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
