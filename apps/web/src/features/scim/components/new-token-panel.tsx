import type { CreatedScimToken } from '@selecta/shared/scim';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { CopyField } from './copy-field.tsx';

/** A token just made, shown once (the server keeps only its hash) until the owner says they copied it. */
export function NewTokenPanel({ created, onDone }: { created: CreatedScimToken; onDone: () => void }) {
  const { t } = useTranslation('scim');
  return (
    <section aria-labelledby="scim-new-token" className="grid gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100" data-testid="scim-new-token">
      <h4 id="scim-new-token" className="font-semibold">
        {t('newToken.title')}
      </h4>
      <p className="text-sm">{t('newToken.saveNow')}</p>
      <div className="rounded-md bg-background p-3 text-foreground">
        <CopyField label={created.name} value={created.token} testId="scim-token-value" />
      </div>
      <Button type="button" size="sm" className="justify-self-start" onClick={onDone}>
        {t('newToken.done')}
      </Button>
    </section>
  );
}
