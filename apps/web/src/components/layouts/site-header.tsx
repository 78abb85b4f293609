import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SectionLinks } from './section-links.tsx';
import { SiteLogo } from './site-logo.tsx';

// Only signed-in visitors see the menu: its dropdown code stays off the public pages' first load.
const AvatarMenu = lazy(() => import('./avatar-menu.tsx').then((m) => ({ default: m.AvatarMenu })));

/** Whether a path is the landing page (`/en`, `/es`), where the section links show. */
export function isLandingPath(pathname: string): boolean {
  return /^\/(en|es)\/?$/.test(pathname);
}

export function SiteHeader() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const { user, ready } = useAuth();
  const loginHref = paths.auth.getHref(i18n.language, { login: true });
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLogo />
        {isLandingPath(pathname) ? (
          <nav aria-label={t('nav.label')} className="hidden flex-1 md:block">
            <SectionLinks className="flex justify-center gap-6 text-sm font-medium" linkClassName="text-muted-foreground transition-colors hover:text-foreground" />
          </nav>
        ) : (
          <div className="flex-1" />
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {ready && user ? (
            <Suspense fallback={<span aria-hidden className="size-9" />}>
              <AvatarMenu email={user.email} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <Link to={loginHref}>{t('nav.signIn')}</Link>
              </Button>
              {/* Phones: the same link as an icon, so a returning user can sign in from any page. */}
              <Button asChild variant="ghost" size="icon" className="size-9 sm:hidden">
                <Link to={loginHref} aria-label={t('nav.signIn')} title={t('nav.signIn')}>
                  <LogIn aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.getHref(i18n.language)}>{t('nav.startNow')}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
