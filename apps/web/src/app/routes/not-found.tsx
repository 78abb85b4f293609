import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';

/** Any unknown path (the server answers it with HTTP 404 and this page). */
export function Component() {
  const { t, i18n } = useTranslation('common');
  usePageMeta('notFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref(i18n.language)}>{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
