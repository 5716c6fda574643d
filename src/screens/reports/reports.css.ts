// The report pages' own pieces: the grid of their charts (the chart itself is src/ui/charts).
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
});
