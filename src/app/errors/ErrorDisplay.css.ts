import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Status, message and URL as label / value rows. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });

export const address = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});

export const fold = style({
  fontSize: vars.fontSize.sm,
});

globalStyle(`${fold} summary`, { cursor: 'pointer', color: vars.color.accent });

export const bodyText = style({
  maxHeight: '12rem',
  overflow: 'auto',
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
