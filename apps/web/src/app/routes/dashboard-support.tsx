import { SupportSection } from '@/features/console/sections/support-section.tsx';

export { SupportSection as Component };
