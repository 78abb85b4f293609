import { PricingPage } from '@/features/pricing/pricing-page.tsx';

export { PricingPage as Component };
