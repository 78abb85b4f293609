import type { ModelChoice, ModelsResponse } from '@selecta/shared/models';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';
import { ModelChoiceLocked } from './model-choice-locked.tsx';

const actionKeys = { reply: 'action.reply', tldr: 'action.tldr', translate: 'action.translate', custom: 'action.custom' } as const;
type Action = keyof typeof actionKeys;

/** Pro's model choice (`GET|PUT /api/models` through the background); locked for other plans, absent signed out. */
export function ModelChoiceSection({ t, pricingUrl, onStatus }: { t: Translate; pricingUrl: string; onStatus: (message: string) => void }) {
  const [models, setModels] = useState<ModelsResponse | null>(null);
  const [choice, setChoice] = useState<ModelChoice>({ default: null, actions: {} });
  useEffect(() => {
    void send({ type: 'models' }).then((answer) => {
      if (!answer.ok) return;
      setModels(answer.models);
      setChoice(answer.models.choice);
    });
  }, []);
  if (!models) return null;
  if (!models.canChoose) return <ModelChoiceLocked t={t} models={models} pricingUrl={pricingUrl} />;

  const save = async (next: ModelChoice) => {
    setChoice(next);
    const answer = await send({ type: 'save-models', choice: next });
    if (answer.ok) setModels(answer.models);
    onStatus(answer.ok ? t('options.modelSaved') : t('options.modelSaveFailed'));
  };
  const options = (emptyLabel: string) => (
    <>
      <option value="">{emptyLabel}</option>
      {models.models.map((m) => (
        <option key={m.id} value={m.id}>{m.label}</option>
      ))}
      {models.team ? <option value="team">{t('options.modelTeam', { label: models.team.label })}</option> : null}
    </>
  );
  const setAction = (action: Action, value: string) => {
    const actions = { ...choice.actions };
    if (value) actions[action] = value;
    else delete actions[action];
    void save({ ...choice, actions });
  };

  return (
    <section className="card" aria-labelledby="models-title" data-testid="model-choice">
      <h2 id="models-title">{t('options.models')}</h2>
      <p className="notice">{t('options.modelsHelp')}</p>
      <label>
        {t('options.modelDefault')}
        <select value={choice.default ?? ''} onChange={(e) => void save({ ...choice, default: e.target.value || null })}>
          {options(t('options.modelPlanDefault'))}
        </select>
      </label>
      {(Object.keys(actionKeys) as Action[]).map((action) => (
        <label key={action}>
          {t(actionKeys[action])}
          <select value={choice.actions[action] ?? ''} onChange={(e) => setAction(action, e.target.value)}>
            {options(t('options.modelSameAsDefault'))}
          </select>
        </label>
      ))}
    </section>
  );
}
