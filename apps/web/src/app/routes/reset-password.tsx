import { ResetPasswordPage } from '@/features/password-reset/reset-password-page.tsx';

export { ResetPasswordPage as Component };
