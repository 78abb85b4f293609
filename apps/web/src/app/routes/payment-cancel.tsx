import { PaymentCancelPage } from '@/features/payment/payment-cancel-page.tsx';

export { PaymentCancelPage as Component };
