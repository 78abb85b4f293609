import type { Factor } from '@supabase/supabase-js';
import type { MfaRecoveryState } from '@selecta/shared/team-mfa';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { cancelRecovery, fetchRecovery } from '../api/mfa-api.ts';
import { RemoveFactor } from './remove-factor.tsx';
import { SetupFlow } from './setup-flow.tsx';

/**
 * Settings → "Two-step verification" (decision 046), through supabase-js `auth.mfa.*`: the devices set up, adding one
 * (QR code or key, confirmed with a code), removing one (with a code), and a recovery someone started, to cancel.
 */
export function TwoStepCard() {
  const { t, i18n } = useTranslation('two-step');
  const [factors, setFactors] = useState<Factor[]>();
  const [recovery, setRecovery] = useState<MfaRecoveryState>();
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    const { data } = await getSupabase().auth.mfa.listFactors();
    setFactors(data?.totp ?? []);
    fetchRecovery().then(setRecovery, () => undefined);
  }, []);
  useEffect(() => void load(), [load]);

  const nameOf = (factor: Factor) => factor.friendly_name || t('card.unnamed');
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const pending = recovery && (recovery.state === 'waiting' || recovery.state === 'ready') ? recovery : undefined;

  return (
    <Card data-testid="two-step-card">
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pending ? (
          <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p>{t('card.recoveryPending', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(pending.readyAt!)) })}</p>
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void cancelRecovery().then(setRecovery)}>
              {t('card.cancelRecovery')}
            </Button>
          </div>
        ) : null}
        {factors === undefined ? null : factors.length === 0 ? (
          adding ? null : (
          <p className="text-sm text-muted-foreground" data-testid="two-step-status">
              {t('card.off')}
            </p>
          )
        ) : (
          <ul className="grid gap-2" data-testid="two-step-factors">
            {factors.map((factor) => (
              <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <span className="grid gap-0.5">
                  <span className="font-medium">{nameOf(factor)}</span>
                  <span className="text-sm text-muted-foreground">{t('card.added', { date: date(factor.created_at) })}</span>
                </span>
                <RemoveFactor
                  factor={factor}
                  name={nameOf(factor)}
                  onRemoved={() => {
                    notifySuccess(t('remove.done', { name: nameOf(factor) }));
                    void load();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {adding ? (
          <SetupFlow
            onCancel={() => setAdding(false)}
            onDone={(name) => {
              setAdding(false);
              notifySuccess(t('setup.done'), { description: t('setup.doneDescription', { name }) });
              void load();
            }}
          />
        ) : factors === undefined ? null : (
          <Button type="button" variant={factors.length === 0 ? 'default' : 'outline'} className="justify-self-start" onClick={() => setAdding(true)}>
            {factors.length === 0 ? t('card.setUp') : t('card.addAnother')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
