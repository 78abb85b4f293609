import { PaymentSuccessPage } from '@/features/payment/payment-success-page.tsx';

export { PaymentSuccessPage as Component };
