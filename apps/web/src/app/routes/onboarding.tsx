import { OnboardingPage } from '@/features/onboarding/onboarding-page.tsx';

export { OnboardingPage as Component };
