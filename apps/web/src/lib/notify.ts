import type { ExternalToast } from 'sonner';

// The landing and the auth forms show a toast only after a click, so they load the toast library then rather than
// with the page; the Toaster (mounted after hydration) shows toasts raised before it subscribed.
export function notify(title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast(title, options));
}

export function notifyError(title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast.error(title, options));
}

export function notifySuccess(title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast.success(title, options));
}
