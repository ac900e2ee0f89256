import { notification } from 'antd';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createToaster, type ToastApi, type Toaster } from './toaster';
import './toast.css';

/** Where antd draws the notices; closing is left to each toast's own countdown. */
const NOTICE_CONFIG = { placement: 'topRight', duration: 0, pauseOnHover: false } as const;

const ToastContext = createContext<ToastApi | null>(null);
let pageless: Toaster | undefined;

/** SPEC §2 "pause on focus loss": every countdown holds while the window is blurred or the page hidden. */
function useHoldWhileAway(toaster: Toaster) {
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

/**
 * antd's notification hook under the app's ConfigProvider (so toasts follow the theme and
 * language). Chosen over antd's `App` wrapper, which would also put Modal and its form
 * dependencies into the JavaScript every page loads.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notices, holder] = notification.useNotification(NOTICE_CONFIG);
  const toaster = useMemo(() => createToaster(notices), [notices]);
  useHoldWhileAway(toaster);
  return (
    <ToastContext.Provider value={toaster}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/** The toast API; outside a ToastProvider (e.g. a bare test render) over antd's global notices. */
export function useToast(): ToastApi {
  const toaster = useContext(ToastContext);
  if (toaster) return toaster;
  pageless ??= createToaster(notification);
  return pageless;
}
