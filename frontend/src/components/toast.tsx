import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, type ReactNode } from 'react';

/** SPEC §2 toasts: top-right, 5 s, paused on hover, newest on top, in the app's theme. */
export const TOAST_CONFIG = { placement: 'topRight', duration: 5, pauseOnHover: true, showProgress: true } as const;

const ToastContext = createContext<NotificationInstance | null>(null);

/**
 * antd's notification hook under the app's ConfigProvider (so toasts follow the theme and
 * language). Chosen over antd's `App` wrapper, which would also put Modal and its form
 * dependencies into the JavaScript every page loads.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/** The toast API; outside a ToastProvider (e.g. a bare test render) antd's global one. */
export function useToast(): NotificationInstance {
  return useContext(ToastContext) ?? notification;
}
