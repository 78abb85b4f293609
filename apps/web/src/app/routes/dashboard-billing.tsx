import { BillingSection } from '@/features/console/sections/billing-section.tsx';

export { BillingSection as Component };
