import { useTranslation } from 'react-i18next';
import { initials, socialProof } from '@/content/social-proof.ts';

function useContent() {
  const { i18n } = useTranslation();
  return socialProof[i18n.language === 'es' ? 'es' : 'en'];
}

export function UsedBy() {
  const { t } = useTranslation('landing');
  const { usedBy } = useContent();
  return (
    <section aria-labelledby="used-by-title" className="border-y bg-muted/40 py-10">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="used-by-title" className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('usedBy.title')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 text-center md:grid-cols-4">
          {usedBy.map((company, i) => (
            <li key={company} className={i === usedBy.length - 1 ? 'rounded-lg border border-dashed px-3 py-3 font-medium text-muted-foreground' : 'px-3 py-3 text-lg font-bold text-foreground/80'}>
              {company}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  const { t } = useTranslation('landing');
  const { testimonials } = useContent();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-[100px] py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('testimonials.title')}
        </h2>
        <p className="mt-3 text-center text-lg text-muted-foreground">{t('testimonials.subtitle')}</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <blockquote className="flex-1 text-pretty">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span aria-hidden className="grid size-10 place-items-center rounded-full bg-primary/10 font-semibold text-primary">
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
