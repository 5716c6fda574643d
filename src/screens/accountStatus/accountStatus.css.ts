// The account status page's own layout (decision 0120): form fields in a grid whose labels line
// up at the top, whatever help text a field has below it; the contact as one line per fact.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Fields side by side on a wide screen, one under the other on a phone; labels aligned. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  maxWidth: '60rem',
});
globalStyle(`${fields} > *`, { minWidth: 0 });

/** The contact: name, e-mail and phone each on its own line; a long address breaks at its dots. */
export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A row's buttons stay on one line: the table scrolls sideways on a phone rather than growing tall. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.sm,
});
