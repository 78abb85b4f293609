import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { SetupFlow } from './setup-flow.tsx';

/**
 * What a member sees while their team requires two-step verification and they have none (decision 046): the set-up,
 * and nothing else. Once the factor is verified the session holds it and the page shows.
 */
export function SetupRequiredStep({ teamName }: { teamName: string }) {
  const { t } = useTranslation('two-step');
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12" data-testid="two-step-required">
      <Card>
        <CardHeader>
          <h1 data-slot="card-title" className="text-2xl font-semibold leading-tight">
            {t('required.title', { team: teamName })}
          </h1>
          <CardDescription>{t('required.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SetupFlow onDone={(name) => notifySuccess(t('setup.done'), { description: t('setup.doneDescription', { name }) })} />
          <Button type="button" variant="outline" onClick={() => void getSupabase().auth.signOut({ scope: 'local' })}>
            {t('code.signOut')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
