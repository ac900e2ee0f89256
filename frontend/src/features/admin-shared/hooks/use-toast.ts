import { useEffect, useMemo } from 'react';
import { useToast as useAppToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';

/**
 * Success and error toasts through the app's toaster (SPEC §2: top-right, 5 s, held on hover and
 * focus loss, draggable). Errors show the server's message when it sent one, else the given
 * fallback (SPEC §8).
 */
export function useToast() {
  const toast = useAppToast();
  return useMemo(
    () => ({
      success: (title: string) => toast.success({ title }),
      error: (error: unknown, fallback: string) => toast.error({ title: errorMessage(error, fallback) }),
    }),
    [toast],
  );
}

/** Toasts a failed load once per failure (a new error object per failed request). */
export function useErrorToast(error: unknown, fallback: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(error, fallback);
  }, [error, fallback, toast]);
}
