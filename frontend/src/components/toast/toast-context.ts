import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, useEffect } from 'react';
import { createToaster, type ToastApi, type Toaster } from './toaster';

/** Where antd draws the notices; closing is left to each toast's own countdown. */
export const NOTICE_CONFIG = { placement: 'topRight', duration: 0, pauseOnHover: false } as const;

export type Notices = Pick<NotificationInstance, 'open' | 'destroy'>;

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Notices that are drawn once `attach` hands over antd's: calls made before are kept and replayed in
 * order, so a toast asked for while antd still downloads is shown, not lost. `onFirstUse` tells the
 * owner that antd is now needed.
 */
export function deferredNotices(onFirstUse: () => void = () => undefined): Notices & { attach(notices: Notices): void } {
  let real: Notices | null = null;
  const queued: ((notices: Notices) => void)[] = [];
  const call = (use: (notices: Notices) => void) => {
    if (real) return use(real);
    queued.push(use);
    if (queued.length === 1) onFirstUse();
  };
  return {
    open: (config) => call((notices) => notices.open(config)),
    destroy: (key) => call((notices) => notices.destroy(key)),
    attach(notices) {
      real = notices;
      queued.splice(0).forEach((use) => use(notices));
    },
  };
}

/** SPEC §2 "pause on focus loss": every countdown holds while the window is blurred or the page hidden. */
export function useHoldWhileAway(toaster: Toaster) {
  useEffect(() => {
    const onBlur = () => toaster.holdAll('blur');
    const onFocus = () => toaster.releaseAll('blur');
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? toaster.holdAll('hidden') : toaster.releaseAll('hidden');
    onVisibility();
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      toaster.releaseAll('blur');
      toaster.releaseAll('hidden');
    };
  }, [toaster]);
}

let pageless: Toaster | undefined;

/** The toast API; outside a ToastProvider (e.g. a bare test render) over antd's global notices. */
export function useToast(): ToastApi {
  const toaster = useContext(ToastContext);
  if (toaster) return toaster;
  if (!pageless) {
    const notices = deferredNotices(() => void import('antd').then(({ notification }) => notices.attach(notification)));
    pageless = createToaster(notices);
  }
  return pageless;
}
