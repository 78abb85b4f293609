import { TeamMembersSection } from '@/features/console/sections/team-members-section.tsx';

export { TeamMembersSection as Component };
