// An item of a list reordered by drag (useDragReorder): grabbable, faded while dragged, and a bar
// on the side of the item hovered where the dragged one will land.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const before = `inset 0 3px 0 0 ${vars.color.accent}`;
const after = `inset 0 -3px 0 0 ${vars.color.accent}`;

export const reorderItem = style({
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target="before"]': { boxShadow: before },
    '&[data-drop-target="after"]': { boxShadow: after },
  },
});

// A table row paints no shadow of its own in every browser; its cells do.
globalStyle(`${reorderItem}[data-drop-target="before"] > td`, { boxShadow: before });
globalStyle(`${reorderItem}[data-drop-target="after"] > td`, { boxShadow: after });
