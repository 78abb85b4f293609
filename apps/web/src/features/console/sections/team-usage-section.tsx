import { lazy, Suspense } from 'react';
import { AdminOnly } from '../admin-only.tsx';
import { SectionPage } from '../section-page.tsx';

// The charts (and their library) load only here, for owners and admins (decision 037).
const TeamUsageDashboard = lazy(() => import('@/features/usage/team-usage-dashboard.tsx'));

/** `/{lang}/dashboard/team/usage`: the team's runs per day, its actions, and each member's trend. */
export function TeamUsageSection() {
  return (
    <AdminOnly>
      <SectionPage page="teamUsage">
        <Suspense fallback={null}>
          <TeamUsageDashboard />
        </Suspense>
      </SectionPage>
    </AdminOnly>
  );
}
