import type { ModelsResponse } from '@selecta/shared/models';
import type { Translate } from '../i18n/translate.ts';

/**
 * Free and Plus see what they run on and that choosing is Pro's, with the choice shown locked: the plan card
 * promises "Custom AI models", so the place where it lives says how to get it rather than being absent.
 */
export function ModelChoiceLocked({ t, models, pricingUrl }: { t: Translate; models: ModelsResponse; pricingUrl: string }) {
  const running = models.models.find((m) => m.id === models.effective.tldr)?.label ?? models.effective.tldr;
  return (
    <section className="card" id="section-models" aria-labelledby="models-title" data-testid="model-choice" data-locked="true">
      <h2 id="models-title">{t('options.models')}</h2>
      <p className="notice">{t('options.modelsRunsOn', { label: running })}</p>
      <label>
        {t('options.modelDefault')}
        <select disabled aria-describedby="models-locked" value="">
          <option value="">{t('options.modelPlanDefault')}</option>
        </select>
      </label>
      <p id="models-locked" className="notice">{t('options.modelsLocked')}</p>
      <a className="button" href={pricingUrl} target="_blank" rel="noreferrer">{t('options.modelsUpgrade')}</a>
    </section>
  );
}
