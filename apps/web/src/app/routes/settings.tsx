import { SettingsPage } from '@/features/settings/settings-page.tsx';

export { SettingsPage as Component };
