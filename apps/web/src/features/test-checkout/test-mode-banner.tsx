import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said on every page of the built-in test checkout: no money moves. */
export function TestModeBanner() {
  const { t } = useTranslation('billing');
  return (
    <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      <FlaskConical aria-hidden className="size-4" />
      {t('testCheckout.banner')}
    </p>
  );
}
