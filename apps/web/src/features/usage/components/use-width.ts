import { useEffect, useRef, useState } from 'react';

/** The element's content width, kept up to date: charts draw in real pixels, so their text never scales. */
export function useWidth<E extends HTMLElement>(initial = 320) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(160, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
