import { InvitePage } from '@/features/teams/invite-page.tsx';

export { InvitePage as Component };
