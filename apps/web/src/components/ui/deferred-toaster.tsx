import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/**
 * The toast area, loaded once the page is interactive: no page shows a toast on its first paint, and the toast
 * library is one of the largest pieces of the landing's JavaScript. Not rendered by the prerender either, so
 * hydration sees the same (empty) markup.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
