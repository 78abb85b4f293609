import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoVideo } from './demo-video.tsx';
import { paths } from '@/config/paths.ts';
import { Button } from '@/components/ui/button.tsx';

export function Hero() {
  const { t, i18n } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-primary/5 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="text-sm font-semibold text-primary">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.auth.getHref(i18n.language)}>{t('hero.primaryCta')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">{t('hero.secondaryCta')}</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('hero.note')}</p>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
