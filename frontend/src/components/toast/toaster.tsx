import type { NotificationInstance } from 'antd/es/notification/interface';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Countdown, type HoldReason } from './countdown';
import { noticeHandlers } from './notice-handlers';

/** SPEC §2 / §10: toasts close on their own after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface ToastArgs {
  title: ReactNode;
  description?: ReactNode;
}
/** What features call: `toast.error({ title, description })`. */
export type ToastApi = Record<ToastType, (args: ToastArgs) => void>;

/** The toast API plus the page-wide holds its provider applies (window blurred, page hidden). */
export interface Toaster extends ToastApi {
  holdAll(reason: HoldReason): void;
  releaseAll(reason: HoldReason): void;
}

/** A bar that empties over the toast's lifetime and stops whenever its countdown is held. */
function ToastProgress({ countdown, durationMs }: { countdown: Countdown; durationMs: number }) {
  const running = useSyncExternalStore(countdown.subscribe, () => countdown.running);
  return (
    <span
      aria-hidden
      className="bt-toast-progress"
      data-paused={running ? undefined : ''}
      style={{ animationDuration: `${durationMs}ms` }}
    />
  );
}

/**
 * Toasts on top of antd notices that never close on their own (duration 0): each has its own
 * countdown, so it can be held for reasons antd knows nothing of (window focus, a drag), and antd
 * only draws, stacks (newest on top) and animates them.
 */
export function createToaster(
  notices: Pick<NotificationInstance, 'open' | 'destroy'>,
  durationMs = TOAST_DURATION_MS,
): Toaster {
  const live = new Map<string, Countdown>();
  const pageHolds = new Set<HoldReason>();
  let opened = 0;

  const forget = (key: string) => {
    live.get(key)?.cancel();
    live.delete(key);
  };
  const close = (key: string) => {
    forget(key);
    notices.destroy(key);
  };

  const show =
    (type: ToastType) =>
    ({ title, description }: ToastArgs) => {
      opened += 1;
      const key = `toast-${opened}`;
      const countdown = new Countdown(durationMs, () => close(key), pageHolds);
      live.set(key, countdown);
      notices.open({
        key,
        type,
        title: (
          <>
            {title}
            <ToastProgress countdown={countdown} durationMs={durationMs} />
          </>
        ),
        description,
        duration: 0,
        className: 'bt-toast',
        onClose: () => forget(key),
        props: noticeHandlers(countdown, () => close(key)),
      });
    };

  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    holdAll(reason) {
      pageHolds.add(reason);
      for (const countdown of live.values()) countdown.hold(reason);
    },
    releaseAll(reason) {
      pageHolds.delete(reason);
      for (const countdown of live.values()) countdown.release(reason);
    },
  };
}
