import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { paths } from '@/config/paths.ts';

interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  after?: string;
}

/** `/{lang}/privacy`: the policy, separate text per language (locales/*\/privacy.json). */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  usePageMeta('privacy');
  const sections = t('sections', { returnObjects: true }) as PolicySection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm font-medium text-muted-foreground">{t('lastUpdated')}</p>
      <p className="mt-4 rounded-lg border bg-muted/50 p-4 text-sm">{t('changeNote')}</p>
      <p className="mt-8 text-lg">{t('intro')}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className="mt-3 leading-relaxed">
              {text}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {section.after && <p className="mt-3 leading-relaxed">{section.after}</p>}
        </section>
      ))}
      <p className="mt-10 flex flex-wrap items-center gap-4">
        <Link className="font-medium text-primary underline underline-offset-4" to={paths.settings.getHref(i18n.language)}>
          {t('settingsLink')}
        </Link>
        <a className="font-medium text-primary underline underline-offset-4" href="mailto:privacy@selecta.app">
          privacy@selecta.app
        </a>
      </p>
      <p className="mt-4 text-muted-foreground">{t('contact')}</p>
    </article>
  );
}
