import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';

const bundles = { en, es };

/**
 * The usage dashboards' strings travel in their own lazy chunk rather than in `locales/`, whose namespaces every page
 * lists in its entry and loads when idle: the landing page's JavaScript does not grow by one byte (decision 037).
 */
export function useUsageTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'usage')) i18n.addResourceBundle(language, 'usage', bundle);
  }
  return useTranslation('usage');
}
