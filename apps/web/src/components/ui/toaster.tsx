import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/features/theme/use-theme.ts';

/** Toasts: title + description, 5 s unless a call says otherwise (spec §9); errors use `toast.error`. */
function Toaster(props: ToasterProps) {
  const [theme] = useTheme();
  return <Sonner theme={theme} position="top-center" richColors closeButton duration={5000} className="toaster group" {...props} />;
}

export { Toaster };
