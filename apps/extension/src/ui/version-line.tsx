import type { Translate } from '../i18n/translate.ts';
import { extensionVersion } from '../lib/api-fetch.ts';

/** "Version 1.2.0": the one the website's footer and the server's `/api/version` show too (decision 048). */
export function VersionLine({ t }: { t: Translate }) {
  return (
    <p className="notice" data-testid="extension-version">
      {t('version.label', { version: extensionVersion() })}
    </p>
  );
}
