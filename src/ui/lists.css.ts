import { style } from '@vanilla-extract/css';

/** A list laid out by its container (rows of buttons, chips): no bullets, no indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
