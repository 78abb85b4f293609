import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { compatibleSites, siteCategories, type SiteCategory } from '@/content/compatible-sites.ts';

/** WAI-ARIA tabs (automatic activation, roving tabindex) over the 17 site categories. */
export function SiteCategories() {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState<SiteCategory>('development');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (category: SiteCategory) => {
    setActive(category);
    tabs.current[category]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const i = siteCategories.indexOf(active);
    const last = siteCategories.length - 1;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(siteCategories[(next + siteCategories.length) % siteCategories.length] ?? 'development');
  };

  return (
    <div className="mt-20">
      <h3 className="text-center text-2xl font-bold tracking-tight">{t('categories.title')}</h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{t('categories.subtitle')}</p>
      <div role="tablist" aria-label={t('categories.tabsLabel')} onKeyDown={onKeyDown} className="mt-8 flex flex-wrap justify-center gap-2">
        {siteCategories.map((category) => {
          const selected = category === active;
          return (
            <button
              key={category}
              ref={(el) => {
                tabs.current[category] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${category}`}
              aria-selected={selected}
              aria-controls={`panel-${category}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(category)}
              className={
                selected
                  ? 'rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground'
                  : 'rounded-full border bg-background px-4 py-2 text-sm font-medium hover:bg-muted'
              }
            >
              {t(`categories.labels.${category}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0} className="mt-6 rounded-xl border bg-card p-6">
        <ul className="flex flex-wrap justify-center gap-3">
          {compatibleSites[active].map((site) => (
            <li key={site} className="rounded-lg bg-muted px-3 py-1.5 text-sm font-medium">
              {site}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
