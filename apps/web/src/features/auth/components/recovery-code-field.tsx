import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { LoginValues } from '../auth-schemas.ts';
import { fieldError } from './field-error.ts';

/**
 * Offered once a password sign-in is refused for single sign-on: the team owner's recovery code (decision 040,
 * amendment 2026-11-28). `open` false shows the offer, true the field.
 */
export function RecoveryCodeField({ form, open, onOpen }: { form: UseFormReturn<LoginValues>; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation('auth');
  if (!open) {
    return (
      <button type="button" className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onOpen} data-testid="use-recovery-code">
        {t('login.recovery.offer')}
      </button>
    );
  }
  return (
    <div className="grid gap-1.5">
      <FormField label={t('login.recovery.label')} error={fieldError(t, form.formState.errors.recoveryCode)}>
        {(p) => <Input autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} placeholder="xxxx-xxxx-xxxx" className="font-mono" {...p} {...form.register('recoveryCode')} />}
      </FormField>
      <p className="text-sm text-muted-foreground">{t('login.recovery.help')}</p>
    </div>
  );
}
