import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Button } from '@/components/ui/button.tsx';

export function GetStarted() {
  const { t, i18n } = useTranslation('landing');
  const steps = t('getStarted.steps', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <section aria-labelledby="get-started-title" className="py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="get-started-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('getStarted.title')}
        </h2>
        <ol className="mt-10 grid gap-6 text-left sm:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border p-5">
              <span aria-hidden className="text-sm font-bold text-primary">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" className="mt-10">
          <Link to={paths.auth.getHref(i18n.language)}>{t('getStarted.cta')}</Link>
        </Button>
      </div>
    </section>
  );
}
