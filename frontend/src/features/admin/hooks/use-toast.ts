import { App } from 'antd';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../../lib/api';

/**
 * Success and error toasts (top-right, 5 s, paused on hover; configured on the admin's antd App).
 * Errors show the server's message when it sent one, else the given fallback (SPEC §8).
 */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string) => notification.success({ title }),
      error: (error: unknown, fallback: string) => notification.error({ title: errorMessage(error, fallback) }),
    }),
    [notification],
  );
}

/** Toasts a failed load once per failure (a new error object per failed request). */
export function useErrorToast(error: unknown, fallback: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(error, fallback);
  }, [error, fallback, toast]);
}
