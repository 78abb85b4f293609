import { UsageSection } from '@/features/console/sections/usage-section.tsx';

export { UsageSection as Component };
