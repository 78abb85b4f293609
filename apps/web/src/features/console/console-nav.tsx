import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/utils.ts';
import { type ConsolePage, sectionIcons, visibleSections } from './console-sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
  );

function SectionLinks({ pages, label }: { pages: ConsolePage[]; label: string }) {
  const { t, i18n } = useTranslation('console');
  if (pages.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <ul className="grid gap-0.5">
        {pages.map((page) => {
          const Icon = sectionIcons[page];
          return (
            <li key={page}>
              <NavLink to={paths[page].getHref(i18n.language)} end className={linkClass}>
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(`nav.${page}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The console's navigation landmark: a sidebar from the `md` breakpoint, a menu button that opens the same list on a
 * phone (one landmark either way). Links are real paths, so each section is bookmarkable and history moves between them.
 */
export function ConsoleNav({ teamName, manages }: { teamName: string | null; manages: boolean }) {
  const { t, i18n } = useTranslation('console');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A chosen section closes the phone's menu.
  useEffect(() => setOpen(false), [pathname]);
  const sections = visibleSections(teamName !== null, manages);
  const current = [...sections.account, ...sections.team].find((page) => paths[page].getHref(i18n.language) === pathname.replace(/\/$/, ''));
  return (
    <nav aria-label={t('nav.label')} className="md:sticky md:top-20 md:self-start" data-testid="console-nav">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-md border px-3 py-2 text-sm font-medium md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {t('nav.menu')}
          {current ? <span className="text-muted-foreground"> · {t(`nav.${current}`)}</span> : null}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={listId} className={cn('mt-2 gap-3 rounded-md border p-2 md:mt-0 md:grid md:border-0 md:p-0', open ? 'grid' : 'hidden')}>
        <SectionLinks pages={sections.account} label={t('nav.account')} />
        {teamName ? <SectionLinks pages={sections.team} label={t('nav.team', { team: teamName })} /> : null}
      </div>
    </nav>
  );
}
