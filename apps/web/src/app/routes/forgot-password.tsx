import { ForgotPasswordPage } from '@/features/password-reset/forgot-password-page.tsx';

export { ForgotPasswordPage as Component };
