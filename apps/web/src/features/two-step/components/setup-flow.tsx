import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { notify } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { codeErrorKey, sixDigits } from '../code-error.ts';
import { CodeField } from './code-field.tsx';

interface Enrolled {
  factorId: string;
  qrCode: string;
  secret: string;
}

/**
 * supabase-js gives GoTrue's raw SVG as `data:image/svg+xml;utf-8,<svg…>`, which a browser cuts at the first `#` of a
 * colour; encoded whole it is an image like any other (and an <img> runs nothing inside an SVG).
 */
export const qrImageSource = (qrCode: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, ''))}`;

/** The key as apps show it, in groups of four, so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator (supabase-js `mfa.enroll`, then `mfa.challengeAndVerify`): name the device, scan the QR
 * code or type the key, and confirm with the code the app shows. Cancelling removes the unverified factor.
 */
export function SetupFlow({ onDone, onCancel }: { onDone: (name: string) => void; onCancel?: () => void }) {
  const { t } = useTranslation('two-step');
  const nameId = useId();
  const [name, setName] = useState(() => t('setup.defaultName'));
  const [enrolled, setEnrolled] = useState<Enrolled>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const auth = () => getSupabase().auth;

  async function enrol(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const { data, error: failed } = await auth().mfa.enroll({ factorType: 'totp', friendlyName: name.trim() });
    setBusy(false);
    if (failed || !data) return setError(t(codeErrorKey(failed?.code)));
    setEnrolled({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits || !enrolled) return setError(t('errors.format'));
    setBusy(true);
    const { error: failed } = await auth().mfa.challengeAndVerify({ factorId: enrolled.factorId, code: digits });
    setBusy(false);
    if (failed) {
      setCode('');
      return setError(t(codeErrorKey(failed.code)));
    }
    onDone(name.trim());
  }

  async function cancel() {
    if (enrolled) await auth().mfa.unenroll({ factorId: enrolled.factorId });
    setEnrolled(undefined);
    setCode('');
    setError(undefined);
    onCancel?.();
  }

  if (!enrolled) {
    return (
      <form className="grid gap-3" noValidate onSubmit={(event) => void enrol(event)} data-testid="two-step-setup">
        <div className="grid gap-2">
          <Label htmlFor={nameId}>{t('setup.name')}</Label>
          <Input id={nameId} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} aria-invalid={!!error} aria-describedby={`${nameId}-hint`} />
          <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
            {t('setup.nameHint')}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || !name.trim()}>
            {t('setup.continue')}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('setup.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    );
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void confirm(event)} data-testid="two-step-setup">
      <p className="text-sm">{t('setup.scan')}</p>
      <img src={qrImageSource(enrolled.qrCode)} alt={t('setup.qrAlt')} width={192} height={192} className="size-48 rounded-md border bg-white p-2" data-testid="two-step-qr" />
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">{t('setup.typeInstead')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="break-all rounded bg-muted px-2 py-1 font-mono" data-testid="two-step-secret">
            {grouped(enrolled.secret)}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void navigator.clipboard.writeText(enrolled.secret).then(() => notify(t('setup.copied')), () => undefined)}
          >
            {t('setup.copy')}
          </Button>
        </div>
      </div>
      <CodeField label={t('setup.code')} value={code} onChange={setCode} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('setup.confirming') : t('setup.confirm')}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void cancel()}>
          {t('setup.cancel')}
        </Button>
      </div>
    </form>
  );
}
