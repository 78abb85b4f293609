import type { Translate } from '../i18n/translate.ts';

/** Beside a control the organisation's policy decides (the control itself is disabled). */
export function LockedNote({ t, id }: { t: Translate; id: string }) {
  return (
    <p className="notice locked" id={id} data-testid={id}>
      {t('policy.locked')}
    </p>
  );
}
