// Dragging one element over drop boxes with pointer events, so a mouse, a pen and a finger all work
// (HTML drag and drop does not on phones). The element keeps the pointer (pointer capture) and follows
// it; the box under the pointer is found from the boxes' rectangles, with a little slack.
import { useRef, useState, type PointerEvent } from 'react';

/** A drag starts once the pointer has moved this far (a tap is not a drop). */
const DRAG_THRESHOLD_PX = 4;
/** How far outside a drop box the pointer still counts as over it. */
const DROP_SLACK_PX = 8;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  isMoving: boolean;
}

interface PointerDragOptions {
  isLocked: boolean;
  /** The drag really started (the pointer moved). */
  onStart: () => void;
  /** The box under the pointer changed (null: none). */
  onOver: (index: number | null) => void;
  onDrop: (index: number) => void;
  /** Let go outside every box, or the browser took the pointer back. */
  onCancel: () => void;
}

export function usePointerDrag<T extends HTMLElement>({
  isLocked,
  onStart,
  onOver,
  onDrop,
  onCancel,
}: PointerDragOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const boxes = useRef<(HTMLElement | null)[]>([]);

  const boxAt = (x: number, y: number): number | null => {
    const index = boxes.current.findIndex((box) => {
      if (!box) return false;
      const rect = box.getBoundingClientRect();
      return (
        x >= rect.left - DROP_SLACK_PX &&
        x <= rect.right + DROP_SLACK_PX &&
        y >= rect.top - DROP_SLACK_PX &&
        y <= rect.bottom + DROP_SLACK_PX
      );
    });
    return index === -1 ? null : index;
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<T>) => {
      if (isLocked || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const { pointerId, clientX: startX, clientY: startY } = event;
      setDrag({ pointerId, startX, startY, dx: 0, dy: 0, isMoving: false });
    },
    onPointerMove: (event: PointerEvent<T>) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      const dx = event.clientX - drag.startX;
      const dy = event.clientY - drag.startY;
      const isMoving = drag.isMoving || Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
      if (isMoving && !drag.isMoving) onStart();
      setDrag({ ...drag, dx, dy, isMoving });
      if (isMoving) onOver(boxAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<T>) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      setDrag(null);
      if (!drag.isMoving) return;
      const index = boxAt(event.clientX, event.clientY);
      if (index === null) onCancel();
      else onDrop(index);
    },
    onPointerCancel: () => {
      setDrag(null);
      onCancel();
    },
  };

  const isDragging = drag?.isMoving ?? false;
  return {
    isDragging,
    /** Where the dragged element is drawn, relative to where it started. */
    offset: isDragging && drag ? { x: drag.dx, y: drag.dy } : null,
    handlers,
    /** Ref callback for drop box `index`. */
    boxRef: (index: number) => (element: HTMLElement | null) => {
      boxes.current[index] = element;
    },
  };
}
