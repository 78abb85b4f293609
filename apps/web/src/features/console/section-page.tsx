import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import type { ConsolePage } from './console-sections.ts';

/** A console section's page: its title (also the document's), one line on what it holds, then its cards. */
export function SectionPage({ page, children, testId }: { page: Exclude<ConsolePage, 'dashboard' | 'settings'>; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('console');
  const { t: ts } = useTranslation('seo');
  const title = t(`nav.${page}`);
  const description = t(`section.${page}`);
  usePageMeta({ title: `${title} · ${ts('siteName')}`, description, noindex: true });
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" data-testid={testId ?? `section-${page}`}>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
