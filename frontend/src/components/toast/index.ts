export { ToastProvider, useToast } from './toast-provider';
export { TOAST_DURATION_MS, type ToastApi, type ToastArgs, type ToastType } from './toaster';
