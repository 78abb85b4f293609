import { ServerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown when the server has no AI provider and found no local model: actions would answer 503 `ai_not_configured`. */
export function AiNotConfiguredNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <section role="status" aria-labelledby="ai-not-configured-title" data-testid="ai-not-configured" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/30 dark:text-amber-100">
      <ServerOff aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
      <div className="grid gap-1">
        <h2 id="ai-not-configured-title" className="font-semibold">
          {t('aiNotConfigured.title')}
        </h2>
        <p className="text-sm">{t('aiNotConfigured.body')}</p>
      </div>
    </section>
  );
}
