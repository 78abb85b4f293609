import type { CatalogueModel, TeamModelSettings } from '@selecta/shared/models';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { getModels, getTeamModels, removeTeamEndpoint, saveTeamDefault } from '../api/models.ts';
import { ModelSelect } from './model-select.tsx';
import { TeamEndpointForm } from './team-endpoint-form.tsx';

/** A team owner's or admin's model settings (`/api/models/team`); nothing for members and users without a team. */
export function TeamModelCard() {
  const { t } = useTranslation('models');
  const [settings, setSettings] = useState<TeamModelSettings | null>(null);
  const [models, setModels] = useState<CatalogueModel[]>([]);
  const [teamDefault, setTeamDefault] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Only owners and admins have team settings to show: nobody else asks (and gets a 403 or 404).
    getModels(controller.signal)
      .then(async (mine) => {
        if (!mine.managesTeam) return;
        const team = await getTeamModels(controller.signal);
        setSettings(team);
        setTeamDefault(team.defaultModel);
        setModels(mine.models);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!settings) return null;

  const update = (next: TeamModelSettings, message: string) => {
    setSettings(next);
    setTeamDefault(next.defaultModel);
    toast.success(message);
  };
  const failed = () => toast.error(t('team.errors.generic'));
  const endpoint = settings.endpoint;

  return (
    <Card id="team-models" aria-labelledby="team-models-title">
      <CardHeader>
        <CardTitle id="team-models-title">{t('team.title')}</CardTitle>
        <CardDescription>{t('team.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6" data-testid="team-model-settings">
        <div className="grid max-w-md gap-3">
          <ModelSelect id="team-default" label={t('team.default')} value={teamDefault} models={models} team={endpoint ? { label: endpoint.label } : null} defaultLabel={t('team.noDefault')} onChange={setTeamDefault} />
          <Button variant="outline" className="justify-self-start" onClick={() => void saveTeamDefault(teamDefault).then((next) => update(next, t('team.savedDefault')), failed)}>
            {t('team.saveDefault')}
          </Button>
        </div>
        <section aria-labelledby="team-endpoint-title" className="grid gap-3">
          <h3 id="team-endpoint-title" className="text-sm font-medium">{t('team.endpoint')}</h3>
          <p className="text-sm text-muted-foreground" data-testid="team-endpoint-state">
            {endpoint ? t('team.connected', { label: endpoint.label, model: endpoint.model, url: endpoint.baseUrl }) : t('team.none')}
          </p>
          <TeamEndpointForm hasKey={!!endpoint?.hasKey} onSaved={(next) => update(next, t('team.savedEndpoint'))} />
          {endpoint ? (
            <Button variant="outline" className="justify-self-start" onClick={() => void removeTeamEndpoint().then((next) => update(next, t('team.removed')), failed)}>
              {t('team.remove')}
            </Button>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
