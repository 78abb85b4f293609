import { TestPortalPage } from '@/features/test-checkout/test-portal-page.tsx';

export { TestPortalPage as Component };
