import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx';

export { DashboardPage as Component };
