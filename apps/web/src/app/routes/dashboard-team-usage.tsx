import { TeamUsageSection } from '@/features/console/sections/team-usage-section.tsx';

export { TeamUsageSection as Component };
