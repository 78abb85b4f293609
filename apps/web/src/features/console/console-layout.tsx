import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { ConsoleNav } from './console-nav.tsx';
import { createConsoleQueryClient } from './query-client.ts';
import { useMyTeam } from './use-my-team.ts';

/**
 * The console (decision 045): a signed-in person's sections beside a navigation landmark. The layout stays mounted
 * while the section changes, so the navigation and the cached team answer at once.
 */
export function ConsoleLayout() {
  const [client] = useState(createConsoleQueryClient);
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return (
    <QueryClientProvider client={client}>
      <ConsoleFrame />
    </QueryClientProvider>
  );
}

function ConsoleFrame() {
  const { team, manages } = useMyTeam();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10 md:py-10">
      <ConsoleNav teamName={team?.name ?? null} manages={manages} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
