import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LightboxImage } from './lightbox.tsx';
import { SiteCategories } from './site-categories.tsx';

// The viewer is only needed once a screenshot is clicked: keep it out of the landing's initial JavaScript.
const Lightbox = lazy(async () => ({ default: (await import('./lightbox.tsx')).Lightbox }));

interface Step {
  title: string;
  body: string;
  alt: string;
}

export function HowItWorks() {
  const { t, i18n } = useTranslation('landing');
  const [open, setOpen] = useState<number | null>(null);
  const steps = t('howItWorks.steps', { returnObjects: true }) as Step[];
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const images: LightboxImage[] = steps.map((step, i) => ({ src: `/images/steps/${lang}/step-${i + 1}.webp`, alt: step.alt }));

  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-[100px] py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('howItWorks.title')}
        </h2>
        <p className="mt-3 text-center text-lg text-muted-foreground">{t('howItWorks.subtitle')}</p>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex flex-col gap-4">
              <button
                type="button"
                className="group overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
                aria-label={t('howItWorks.enlarge', { number: i + 1, title: step.title })}
                onClick={() => setOpen(i)}
              >
                <img src={images[i]?.src} alt="" width={960} height={640} loading="lazy" decoding="async" className="h-auto w-full transition group-hover:scale-[1.02]" />
              </button>
              <div>
                <h3 className="flex items-center gap-3 text-lg font-semibold">
                  <span aria-hidden className="grid size-8 place-items-center rounded-full bg-primary text-sm text-primary-foreground">
                    {i + 1}
                  </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <SiteCategories />
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
