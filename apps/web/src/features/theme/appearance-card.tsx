import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

/** Settings' theme choice: the footer's switch, with its names shown. */
export function AppearanceCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('appearance.title')}</CardTitle>
        <CardDescription>{t('appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeSwitcher showLabels />
      </CardContent>
    </Card>
  );
}
