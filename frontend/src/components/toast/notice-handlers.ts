import type { FocusEvent, PointerEvent } from 'react';
import type { Countdown } from './countdown';

/** Movement before a press counts as a drag, so a click on the close button stays a click. */
const SLOP_PX = 6;
/** A drag this far sideways (a third of the toast, at least 80 px) throws the toast away. */
const DISMISS_FRACTION = 1 / 3;
const MIN_DISMISS_PX = 80;

const dismissDistance = (notice: HTMLElement) => Math.max(MIN_DISMISS_PX, notice.offsetWidth * DISMISS_FRACTION);

/**
 * DOM handlers for one antd notice (its `props`): hover and keyboard focus hold the countdown, and a
 * sideways pointer drag moves the toast with the pointer and dismisses it past the threshold
 * (SPEC §2 "draggable"). The offset uses the CSS `translate` property, which adds to the
 * `transform` antd animates the notice with instead of replacing it.
 */
export function noticeHandlers(countdown: Countdown, dismiss: () => void) {
  let press: { x: number; pointerId: number } | null = null;
  let dragging = false;
  let offset = 0;

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const notice = event.currentTarget;
    const wasDragging = dragging;
    press = null;
    dragging = false;
    if (!wasDragging) return;
    notice.classList.remove('bt-toast-dragging');
    if (!cancelled && Math.abs(offset) >= dismissDistance(notice)) {
      dismiss();
      return;
    }
    notice.style.translate = '';
    countdown.release('drag');
  };

  return {
    onPointerEnter: () => countdown.hold('hover'),
    onPointerLeave: () => countdown.release('hover'),
    onFocus: () => countdown.hold('focus'),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) countdown.release('focus');
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press = { x: event.clientX, pointerId: event.pointerId };
      offset = 0;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!press || event.pointerId !== press.pointerId) return;
      offset = event.clientX - press.x;
      const notice = event.currentTarget;
      if (!dragging) {
        if (Math.abs(offset) < SLOP_PX) return;
        dragging = true;
        // Captured only once it is a drag: capturing on press would retarget the close button's click.
        notice.setPointerCapture?.(event.pointerId);
        notice.classList.add('bt-toast-dragging');
        countdown.hold('drag');
      }
      notice.style.translate = `${offset}px 0`;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
  };
}
