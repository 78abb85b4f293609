import { WaitlistSuccessPage } from '@/features/payment/waitlist-success-page.tsx';

export { WaitlistSuccessPage as Component };
