export { useToast } from './toast-context';
export { DeferredToastProvider, type ToastHolderProps } from './deferred-toast-provider';
export { TOAST_DURATION_MS, type ToastApi, type ToastArgs, type ToastType } from './toaster';
