import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const secret = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const secretValue = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg,
  overflowWrap: 'anywhere',
});
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });
