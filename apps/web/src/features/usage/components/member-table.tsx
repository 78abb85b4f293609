import type { TeamUsageHistory } from '@selecta/shared/usage-history';
import { useTranslation } from 'react-i18next';
import { useUsageFormat } from '../format.ts';
import { useUsageTranslation } from '../use-usage-translation.ts';
import { Sparkline } from './sparkline.tsx';

/** Every member with runs in the period (and every current one): runs, a sparkline per day, the last active day. */
export function MemberTable({ history }: { history: TeamUsageHistory }) {
  const { t } = useUsageTranslation();
  const { t: tt } = useTranslation('teams');
  const f = useUsageFormat();
  return (
    <div className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-6" data-testid="member-usage">
      <h3 className="font-semibold">{t('members.title')}</h3>
      <div className="overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" tabIndex={0} role="region" aria-label={t('members.title')}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">{t('members.member')}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t('members.runs')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">
                <span className="sr-only">{t('members.trend')}</span>
              </th>
              <th scope="col" className="hidden py-1 font-medium sm:table-cell">{t('members.lastActive')}</th>
            </tr>
          </thead>
          <tbody>
            {history.members.map((m) => (
              <tr key={m.userId} className="border-t">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  <span className="block [overflow-wrap:anywhere]">{m.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {m.role ? tt(`role.${m.role}`) : t('members.removed')}
                    {/* On a phone the last active day joins this line instead of a column of its own. */}
                    <span className="sm:hidden"> · {m.lastActive ? f.day(m.lastActive) : t('members.never')}</span>
                  </span>
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{f.number(m.runs)}</td>
                <td className="py-1.5 pr-3">
                  <Sparkline values={m.perDay} width={history.days > 30 ? 84 : 64} />
                </td>
                <td className="hidden py-1.5 whitespace-nowrap sm:table-cell">{m.lastActive ? f.day(m.lastActive) : t('members.never')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
