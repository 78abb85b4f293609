import type { ModelChoice } from '@selecta/shared/models';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n/translate.ts';
import { send } from '../messaging/send.ts';
import { ModelChoiceLocked } from './model-choice-locked.tsx';
import { useModels } from './use-models.ts';

const actionKeys = { reply: 'action.reply', tldr: 'action.tldr', translate: 'action.translate', custom: 'action.custom' } as const;
type Action = keyof typeof actionKeys;

/**
 * Pro's model choice (`GET|PUT /api/models` through the background); locked for other plans. Always there, in every
 * browser: signed out or with the server unreachable it says so rather than leaving the section out (decision 048).
 */
export function ModelChoiceSection({ t, pricingUrl, onStatus }: { t: Translate; pricingUrl: string; onStatus: (message: string) => void }) {
  const { state, set } = useModels();
  const [choice, setChoice] = useState<ModelChoice>({ default: null, actions: {} });
  useEffect(() => {
    if (state.kind === 'ready') setChoice(state.models.choice);
  }, [state]);
  if (state.kind !== 'ready') {
    const note = { loading: 'popup.loading', 'signed-out': 'options.modelsSignedOut', unavailable: 'options.modelsUnavailable' } as const;
    return (
      <section className="card" id="section-models" aria-labelledby="models-title" data-testid="model-choice" data-state={state.kind}>
        <h2 id="models-title">{t('options.models')}</h2>
        <p className="notice">{t(note[state.kind])}</p>
      </section>
    );
  }
  const models = state.models;
  if (!models.canChoose) return <ModelChoiceLocked t={t} models={models} pricingUrl={pricingUrl} />;

  const save = async (next: ModelChoice) => {
    setChoice(next);
    const answer = await send({ type: 'save-models', choice: next });
    if (answer.ok) set(answer.models);
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
    <section className="card" id="section-models" aria-labelledby="models-title" data-testid="model-choice">
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
