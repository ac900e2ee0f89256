import { Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { deferredNotices, type Notices, ToastContext, useHoldWhileAway } from './toast-context';
import { createToaster } from './toaster';
import './toast.css';

export interface ToastHolderProps {
  /** Called with antd's notices once they are drawn (under the app's theme). */
  attach: (notices: Notices) => void;
}

/**
 * Toasts without antd in the JavaScript a page needs first: the toaster works at once and its
 * notices are drawn by `Holder` (antd, a lazy chunk) that mounts when the first toast is asked for
 * (kept and shown once antd is there). Not on idle: a phone opening `/` would otherwise download,
 * run and style antd for nothing (most of the landing page's blocking time, issue 37).
 */
export function DeferredToastProvider({ children, holder: Holder }: { children: ReactNode; holder: ComponentType<ToastHolderProps> }) {
  const [wanted, setWanted] = useState(false);
  const notices = useMemo(() => deferredNotices(() => setWanted(true)), []);
  const toaster = useMemo(() => createToaster(notices), [notices]);
  useHoldWhileAway(toaster);
  return (
    <ToastContext.Provider value={toaster}>
      {wanted && (
        <Suspense fallback={null}>
          <Holder attach={notices.attach} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}
