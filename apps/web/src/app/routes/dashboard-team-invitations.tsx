import { TeamInvitationsSection } from '@/features/console/sections/team-invitations-section.tsx';

export { TeamInvitationsSection as Component };
