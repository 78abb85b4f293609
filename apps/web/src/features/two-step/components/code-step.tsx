import type { Session } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { codeErrorKey, sixDigits } from '../code-error.ts';
import { verifiedFactors } from '../session-level.ts';
import { CodeField } from './code-field.tsx';
import { RecoveryPanel } from './recovery-panel.tsx';

/**
 * What a session signed in halfway sees on every page (decision 046): the 6-digit code from the authenticator app
 * (supabase-js `mfa.challengeAndVerify`, which stores the raised session and emits MFA_CHALLENGE_VERIFIED, after which
 * the page itself shows), sign out, or the recovery of a lost phone.
 */
export function CodeStep({ session }: { session: Session }) {
  const { t } = useTranslation('two-step');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [lost, setLost] = useState(false);
  const factor = verifiedFactors(session)[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) return setError(t('errors.format'));
    if (!factor) return setError(t('errors.generic'));
    setBusy(true);
    const { error: failed } = await getSupabase().auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
    setBusy(false);
    if (failed) {
      setCode('');
      return setError(t(codeErrorKey(failed.code)));
    }
    notifySuccess(t('code.verified'));
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12" data-testid="two-step-code-step">
      <Card>
        <CardHeader className="text-center">
          <h1 data-slot="card-title" className="text-2xl font-semibold leading-tight">
            {t('code.title')}
          </h1>
          <CardDescription>{t('code.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {lost ? (
            <RecoveryPanel onBack={() => setLost(false)} />
          ) : (
            <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
              <CodeField label={t('code.label')} value={code} onChange={setCode} error={error} autoFocus />
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? t('code.submitting') : t('code.submit')}
              </Button>
              <button type="button" className="justify-self-start text-sm text-primary underline-offset-4 hover:underline" onClick={() => setLost(true)}>
                {t('code.lost')}
              </button>
            </form>
          )}
          <Button type="button" variant="outline" onClick={() => void getSupabase().auth.signOut({ scope: 'local' })}>
            {t('code.signOut')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
