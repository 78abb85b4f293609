import { type Locale, locales } from '@selecta/shared/locales';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { switchLocalePath } from '@/config/paths.ts';
import { localeStorageKey, toLocale } from '@/lib/i18n.ts';

const names: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The interface language: stored like the header's switcher and applied by moving to the same page in it. */
export function LanguageCard() {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function choose(locale: Locale) {
    localStorage.setItem(localeStorageKey, locale);
    void i18n.changeLanguage(locale);
    void navigate(switchLocalePath(pathname, locale));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Label htmlFor="interface-language" className="sr-only">
          {t('language.title')}
        </Label>
        <select
          id="interface-language"
          className="h-10 rounded-md border border-input bg-transparent px-3 text-sm"
          value={toLocale(i18n.language)}
          onChange={(event) => choose(event.target.value as Locale)}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {names[locale]}
            </option>
          ))}
        </select>
      </CardContent>
    </Card>
  );
}
