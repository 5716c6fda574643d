// Reordering a list by dragging one item onto another (native HTML drag and drop), shared by the
// member lists and the call queue order. Dragging is the pointer's way; every list that uses it
// keeps Move up / Move down buttons, the keyboard's way, which call the same `onMove`.
import { type DragEvent, type HTMLAttributes, useState } from 'react';
import { reorderItem } from './dragReorder.css';

/** The list with the item at `from` moved to `to` (both in range; else the list as it is). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Props for one item of the list: its drag handlers, and where the dragged item would land. */
export type DragItemProps = HTMLAttributes<HTMLElement> & {
  /** On the item hovered: the dragged item lands before it (dragged up) or after it (down). */
  'data-drop-target'?: 'before' | 'after';
  'data-dragging'?: true;
};

export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [from, setFrom] = useState<number>();
  const [over, setOver] = useState<number>();
  const end = () => {
    setFrom(undefined);
    setOver(undefined);
  };
  const itemProps = (index: number): DragItemProps => {
    if (!enabled) return {};
    const target =
      from === undefined || over !== index || from === index ? undefined : index < from ? 'before' : 'after';
    return {
      className: reorderItem,
      draggable: true,
      'data-dragging': from === index ? true : undefined,
      'data-drop-target': target,
      onDragStart: (e: DragEvent) => {
        // Firefox starts a drag only with some data set.
        e.dataTransfer?.setData('text/plain', String(index));
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
        setFrom(index);
      },
      onDragOver: (e: DragEvent) => {
        if (from === undefined) return; // something else dragged here (a file, text): not ours
        e.preventDefault();
        if (over !== index) setOver(index);
      },
      onDrop: (e: DragEvent) => {
        if (from === undefined) return;
        e.preventDefault();
        if (from !== index) onMove(from, index);
        end();
      },
      onDragEnd: end,
    };
  };
  return { itemProps, dragging: from !== undefined };
}
