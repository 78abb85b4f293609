import { ConsoleLayout } from '@/features/console/console-layout.tsx';

export { ConsoleLayout as Component };
