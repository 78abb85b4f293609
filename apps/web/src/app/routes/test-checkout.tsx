import { TestCheckoutPage } from '@/features/test-checkout/test-checkout-page.tsx';

export { TestCheckoutPage as Component };
