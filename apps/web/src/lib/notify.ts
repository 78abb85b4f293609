import type { ExternalToast } from 'sonner';

// The landing shows a toast only after a click, so it loads the toast library then rather than with the page;
// the Toaster (mounted after hydration) shows toasts raised before it subscribed.
export function notify(title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast(title, options));
}

export function notifyError(title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast.error(title, options));
}
