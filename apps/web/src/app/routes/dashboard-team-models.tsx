import { TeamModelsSection } from '@/features/console/sections/team-models-section.tsx';

export { TeamModelsSection as Component };
