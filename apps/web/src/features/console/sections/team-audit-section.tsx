import { AdminOnly } from '../admin-only.tsx';
import { AuditLog } from '../audit/audit-log.tsx';
import { SectionPage } from '../section-page.tsx';

/** `/{lang}/dashboard/team/audit`: who changed what in the team, filtered and exported. */
export function TeamAuditSection() {
  return (
    <AdminOnly>
      <SectionPage page="teamAudit">
        <AuditLog />
      </SectionPage>
    </AdminOnly>
  );
}
