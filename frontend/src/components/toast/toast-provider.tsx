import { notification } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { NOTICE_CONFIG, ToastContext, useHoldWhileAway } from './toast-context';
import { createToaster } from './toaster';
import './toast.css';

/**
 * antd's notification hook under the caller's ConfigProvider (so toasts follow the theme and
 * language). Chosen over antd's `App` wrapper, which would also put Modal and its form
 * dependencies into the JavaScript. The app itself uses DeferredToastProvider, which loads antd late.
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
