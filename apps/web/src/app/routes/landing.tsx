import { LandingPage } from '@/features/landing/landing-page.tsx';

export { LandingPage as Component };
