import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The hero's demo: a recording of the real extension in the page's language (e2e/extension/make-demo-videos.ts).
 * The poster shows first and nothing of the video loads (preload="none") until the hero is on screen; then it plays
 * muted with captions, with the native controls to pause it. With reduced motion it stays on the poster with a play button (shown by CSS, so the
 * prerendered page already has it).
 */
export function DemoVideo() {
  const { t, i18n } = useTranslation('landing');
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        // A browser that refuses to autoplay (data saver, a policy) keeps the poster and offers the play button.
        element.play().catch(() => setRefused(true));
      },
      { threshold: 0.4 },
    );
    // Off the critical path: watched only once the page has loaded and the main thread is idle (Safari: a moment later).
    let cancelled = false;
    const watch = () => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500)))(() => cancelled || observer.observe(element));
    if (document.readyState === 'complete') watch();
    else addEventListener('load', watch, { once: true });
    return () => {
      cancelled = true;
      removeEventListener('load', watch);
      observer.disconnect();
    };
  }, []);

  const base = `/videos/demo-${lang}`;
  return (
    <figure className="relative overflow-hidden rounded-2xl border bg-slate-50 shadow-xl dark:bg-muted">
      <video
        ref={video}
        aria-label={t('demo.label')}
        poster={`${base}.webp`}
        preload="none"
        width={960}
        height={600}
        muted
        loop
        playsInline
        // Native controls (pause, captions, full screen) once it plays; before, the poster stays clean.
        controls={started}
        onPlay={() => setStarted(true)}
        className="block h-auto w-full"
      >
        <source src={`${base}.webm`} type="video/webm" />
        <source src={`${base}.mp4`} type="video/mp4" />
        <track kind="captions" src={`${base}.vtt`} srcLang={lang} label={t('demo.captions')} default />
      </video>
      {!started && (
        <button
          type="button"
          onClick={() => void video.current?.play()}
          className={`absolute inset-0 m-auto ${refused ? 'grid' : 'hidden'} size-16 place-items-center rounded-full bg-indigo-600/90 text-white shadow-lg outline-offset-4 hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 motion-reduce:grid`}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="ml-1 size-7 fill-current">
            <path d="M7 4.5v15l12-7.5z" />
          </svg>
          <span className="sr-only">{t('demo.play')}</span>
        </button>
      )}
    </figure>
  );
}
