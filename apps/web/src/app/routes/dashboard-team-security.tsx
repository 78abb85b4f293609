import { TeamSecuritySection } from '@/features/console/sections/team-security-section.tsx';

export { TeamSecuritySection as Component };
