import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { Translate } from '../i18n/translate.ts';
import { buildServerUrl } from '../lib/server-url.ts';
import { serverUrlSchema } from '../settings/schema.ts';
import { LockedNote } from '../ui/locked-note.tsx';

interface Props {
  t: Translate;
  value: string | null;
  /** A server an imported file names: shown in the field, saved only when the user presses Save. */
  suggested: string | null;
  onSave: (serverUrl: string | null) => Promise<void>;
  /** Set by the organisation's policy: shown, not editable. */
  locked: boolean;
}

/** A self-hosting team's server: needs a host permission, asked for at run time (must follow the click). */
export function ServerUrlField({ t, value, suggested, onSave, locked }: Props) {
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState('');
  useEffect(() => setDraft(suggested ?? value ?? ''), [value, suggested]);

  const submit = async () => {
    if (locked) return;
    const trimmed = draft.trim().replace(/\/+$/, '');
    if (!trimmed) return void (await onSave(null), setError(''));
    const parsed = serverUrlSchema.safeParse(trimmed);
    if (!parsed.success) return setError(t(/^http:\/\/[^\s/]/i.test(trimmed) ? 'options.serverUrlInsecure' : 'options.serverUrlInvalid'));
    const origins = [`${new URL(parsed.data).origin}/*`];
    const granted = await browser.permissions.request({ origins }).catch(() => false);
    if (!granted) return setError(t('options.serverUrlDenied'));
    setError('');
    await onSave(parsed.data);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        {t('options.serverUrl')}
        <input
          type="url"
          value={draft}
          placeholder={buildServerUrl}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="server-url"
          disabled={locked}
          aria-describedby={locked ? 'locked-server-url' : undefined}
        />
      </label>
      {locked ? <LockedNote t={t} id="locked-server-url" /> : <p className="notice">{t('options.serverUrlHelp')}</p>}
      {error && <p role="alert" className="field-error">{error}</p>}
      <button type="submit" disabled={locked}>{t('options.save')}</button>
    </form>
  );
}
