import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { switchLocalePath } from '@/config/paths.ts';
import { localeStorageKey, toLocale } from '@/lib/i18n.ts';

/** Toggles English/Spanish: remembers the choice and rewrites the first path segment, keeping the rest. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const next = toLocale(i18n.language) === 'es' ? 'en' : 'es';

  function switchLanguage() {
    localStorage.setItem(localeStorageKey, next);
    void i18n.changeLanguage(next);
    void navigate(`${switchLocalePath(pathname, next)}${search}${hash}`);
  }

  return (
    <Button type="button" variant="ghost" size="sm" className={className} onClick={switchLanguage} aria-label={`${t('language.short')} — ${t('language.switchTo')}`} lang={next}>
      <Languages aria-hidden="true" />
      {t('language.short')}
    </Button>
  );
}
