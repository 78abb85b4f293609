import { PrivacyPage } from '@/features/privacy/privacy-page.tsx';

export { PrivacyPage as Component };
