import { TeamAuditSection } from '@/features/console/sections/team-audit-section.tsx';

export { TeamAuditSection as Component };
