import { TeamPromptsSection } from '@/features/console/sections/team-prompts-section.tsx';

export { TeamPromptsSection as Component };
