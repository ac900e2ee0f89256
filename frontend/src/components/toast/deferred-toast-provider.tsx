import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { deferredNotices, type Notices, ToastContext, useHoldWhileAway } from './toast-context';
import { createToaster } from './toaster';
import './toast.css';

export interface ToastHolderProps {
  /** Called with antd's notices once they are drawn (under the app's theme). */
  attach: (notices: Notices) => void;
}

/**
 * Toasts without antd in the JavaScript a page needs first: the toaster works at once and its
 * notices are drawn by `Holder` (antd, a lazy chunk) that mounts when the browser is first idle or
 * when a toast is asked for before, whichever comes first.
 */
export function DeferredToastProvider({ children, holder: Holder }: { children: ReactNode; holder: ComponentType<ToastHolderProps> }) {
  const [wanted, setWanted] = useState(false);
  const notices = useMemo(() => deferredNotices(() => setWanted(true)), []);
  const toaster = useMemo(() => createToaster(notices), [notices]);
  useHoldWhileAway(toaster);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return setWanted(true);
    const id = window.requestIdleCallback(() => setWanted(true), { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }, []);
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
