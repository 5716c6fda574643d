// DestinationField: the kind and the node side by side where there is room, one above the other
// on a phone (390 px), so that each select keeps the whole width for its words.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: vars.fontWeight.medium, padding: 0 });
export const parts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  '@media': { 'screen and (max-width: 30rem)': { flexDirection: 'column', alignItems: 'stretch' } },
});
export const part = style({
  flex: '1 1 12rem',
  minWidth: 0,
  // Stacked, the 12rem basis would be each part's height: each takes its own height instead.
  '@media': { 'screen and (max-width: 30rem)': { flex: '0 0 auto' } },
});
