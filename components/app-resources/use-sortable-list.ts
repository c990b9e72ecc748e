'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drag reorder of one list's direct children (each with data-key) by their [data-drag-handle=handleId]. SortableJS
 * only reports the move: the DOM is put back at once and `onMove(key, to)` changes the React state, so
 * React stays the one owner of the list. Each list is its own group: nothing leaves the list it is in
 * (a sub-section never leaves its parent's group, nothing drops onto a sub-section). Loaded only where
 * an editor is shown.
 */
export function useSortableList(
  listRef: RefObject<HTMLElement | null>,
  /** The value of this list's handles' data-drag-handle (a nested list's handles have their own). */
  handleId: string,
  enabled: boolean,
  onMove: (key: string, to: number) => void,
) {
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });

  useEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    let destroyed = false;
    let sortable: { destroy(): void } | null = null;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (destroyed) return;
      sortable = Sortable.create(list, {
        handle: `[data-drag-handle="${handleId}"]`,
        draggable: '>[data-key]',
        group: { name: `list-${Math.random()}`, pull: false, put: false },
        animation: 150,
        // Pointer events rather than native drag and drop: the same on every browser and for touch.
        forceFallback: true,
        fallbackOnBody: false,
        ghostClass: 'opacity-40',
        onEnd: (event) => {
          const { item, oldIndex, newIndex } = event;
          if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
          // Put the element back where React rendered it; the state change moves it for real.
          item.remove();
          list.insertBefore(item, list.children[oldIndex] ?? null);
          const key = item.dataset.key;
          if (key) latest.current(key, newIndex);
        },
      });
    });
    return () => {
      destroyed = true;
      sortable?.destroy();
    };
  }, [listRef, handleId, enabled]);
}
