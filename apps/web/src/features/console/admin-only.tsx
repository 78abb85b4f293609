import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useMyTeam } from './use-my-team.ts';

/**
 * A team section opened by its URL: its content only for the team's owner and admins (`members`: for anyone in the
 * team); the server refuses the rest anyway. Anyone else is told whose section it is and led back to the overview.
 */
export function AdminOnly({ children, members = false }: { children: ReactNode; members?: boolean }) {
  const { t, i18n } = useTranslation('console');
  const { query, team, manages } = useMyTeam();
  if (query.isPending) return null;
  if (manages || (members && team)) return children;
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border p-6" data-testid="admin-only">
      <h1 className="text-2xl font-bold tracking-tight">{t('adminOnly.title')}</h1>
      <p className="text-muted-foreground">{t('adminOnly.body')}</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard.getHref(i18n.language)}>{t('adminOnly.back')}</Link>
      </Button>
    </div>
  );
}
