import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';

/** Whether a member has two-step verification, for the members table (told to the owner and admins only). */
export function TwoStepBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('two-step');
  return (
    <span
      title={t('policy.badgeLabel')}
      data-testid="member-two-step"
      className={cn('rounded-full border px-2 py-0.5 text-xs', on ? 'border-emerald-600/40 text-emerald-700 dark:text-emerald-400' : 'border-amber-600/40 text-amber-700 dark:text-amber-400')}
    >
      {on ? t('policy.badgeOn') : t('policy.badgeOff')}
    </span>
  );
}
