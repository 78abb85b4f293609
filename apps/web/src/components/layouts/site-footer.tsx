import { productVersion } from '@selecta/shared/version';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ConsentSettingsLink } from '@/features/analytics/consent-settings-link.tsx';
import { ThemeSwitcher } from '@/features/theme/theme-switcher.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SectionLinks } from './section-links.tsx';
import { isLandingPath } from './site-header.tsx';
import { SiteLogo } from './site-logo.tsx';

const social = [
  { href: 'https://x.com/selecta_app', label: 'X' },
  { href: 'https://www.linkedin.com/company/selecta-app', label: 'LinkedIn' },
  { href: 'https://github.com/selecta-app', label: 'GitHub' },
] as const;

export const contactEmail = 'hello@selecta.app';

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const linkClass = 'text-muted-foreground transition-colors hover:text-foreground';
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <SiteLogo />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <LanguageSwitcher className="-ml-3" />
          <ThemeSwitcher className="text-sm" />
        </div>
        <nav aria-label={t('footer.product')} className="space-y-3 text-sm">
          <h2 className="font-semibold">{t('footer.product')}</h2>
          {isLandingPath(pathname) ? <SectionLinks className="space-y-2" linkClassName={linkClass} /> : null}
          <ul className="space-y-2">
            <li>
              <Link to={paths.privacy.getHref(i18n.language)} className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <ConsentSettingsLink className={`${linkClass} cursor-pointer text-left`} />
            </li>
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <h2 className="font-semibold">{t('footer.social')}</h2>
          <ul className="space-y-2">
            {social.map(({ href, label }) => (
              <li key={label}>
                <a href={href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${contactEmail}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4" aria-hidden="true" />
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t py-6 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
        {' · '}
        <span data-testid="site-version">{t('footer.version', { version: productVersion })}</span>
      </p>
    </footer>
  );
}
