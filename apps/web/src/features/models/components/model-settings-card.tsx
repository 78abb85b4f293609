import { aiActions, type AiAction } from '@selecta/shared/ai';
import type { ModelChoice, ModelsResponse } from '@selecta/shared/models';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { getModels, saveModelChoice } from '../api/models.ts';
import { ModelSelect } from './model-select.tsx';

/** Model settings (`GET|PUT /api/models`): what the plan runs on; Pro chooses a default and one per action. */
export function ModelSettingsCard() {
  const { t, i18n } = useTranslation('models');
  const [data, setData] = useState<ModelsResponse | 'error' | null>(null);
  const [choice, setChoice] = useState<ModelChoice>({ default: null, actions: {} });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getModels(controller.signal).then(
      (models) => {
        setData(models);
        setChoice(models.choice);
      },
      () => !controller.signal.aborted && setData('error'),
    );
    return () => controller.abort();
  }, []);

  const labelOf = (models: ModelsResponse, id: string) => (id === 'team' ? models.team?.label : models.models.find((m) => m.id === id)?.label) ?? id;

  async function save() {
    setSaving(true);
    try {
      const saved = await saveModelChoice(choice);
      setData(saved);
      toast.success(t('saved'));
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const setAction = (action: AiAction, value: string | null) => {
    const actions = { ...choice.actions };
    if (value) actions[action] = value;
    else delete actions[action];
    setChoice({ ...choice, actions });
  };

  return (
    <Card id="models" aria-labelledby="models-title" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="models-title">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5" data-testid="model-settings">
        {data === null ? <p className="text-sm text-muted-foreground">{t('loading')}</p> : null}
        {data === 'error' ? <p className="text-sm text-muted-foreground">{t('unavailable')}</p> : null}
        {data && data !== 'error' ? (
          <>
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">{t('available')}</h3>
              <ul className="flex flex-wrap gap-2">
                {data.models.map((model) => (
                  <li key={model.id} className="rounded-full border px-3 py-1 text-sm">
                    {model.label} <span className="text-muted-foreground">· {t(`tier.${model.tier}`)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">{t(`planNote.${data.plan}`)}</p>
            </div>
            {data.canChoose ? (
              <div className="grid gap-4">
                <div className="grid gap-4 sm:grid-cols-2">
                  <ModelSelect id="model-default" label={t('default')} value={choice.default} models={data.models} team={data.team} defaultLabel={t('planDefault')} onChange={(value) => setChoice({ ...choice, default: value })} />
                  {aiActions.map((action) => (
                    <ModelSelect key={action} id={`model-${action}`} label={t(`action.${action}`)} value={choice.actions[action] ?? null} models={data.models} team={data.team} defaultLabel={t('useDefault')} onChange={(value) => setAction(action, value)} />
                  ))}
                </div>
                <Button className="justify-self-start" onClick={() => void save()} disabled={saving}>
                  {saving ? t('saving') : t('save')}
                </Button>
              </div>
            ) : (
              <p className="text-sm">
                {t('runsOn', { model: labelOf(data, data.effective.reply) })}{' '}
                <Link className="font-medium underline underline-offset-4" to={paths.pricing.getHref(i18n.language)}>
                  {t('proOnly')}
                </Link>
              </p>
            )}
            {data.canChoose ? (
              <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={t('effectiveTitle')}>
                {aiActions.map((action) => (
                  <li key={action}>{t('effective', { action: t(`action.${action}`), model: labelOf(data, data.effective[action]) })}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
