import { AuthPage } from '@/features/auth/auth-page.tsx';

export { AuthPage as Component };
