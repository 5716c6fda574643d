import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  marginTop: vars.space.sm,
  gap: vars.space.sm,
});
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg,
  position: 'sticky',
  top: 0,
  zIndex: 2,
  // On a phone the bar of a dozen buttons would cover the rows: it scrolls with the page.
  '@media': { '(max-width: 40rem)': { position: 'static' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const rowCheck = style({ width: '1.1rem', height: '1.1rem', margin: 0 });
export const filterBox = style({ color: vars.color.text });
