import type { MfaStatus } from '@selecta/shared/team-mfa';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth.ts';
import { awaitsCode, verifiedFactors } from './session-level.ts';

// The steps (and supabase-js with them) load only for the sessions that need them: the landing stays as light as it was.
const CodeStep = lazy(() => import('./components/code-step.tsx').then((m) => ({ default: m.CodeStep })));
const SetupRequiredStep = lazy(() => import('./components/setup-required-step.tsx').then((m) => ({ default: m.SetupRequiredStep })));

/** What this page load learnt of each session's team policy (one request per session, only for those without a factor). */
const statuses = new Map<string, MfaStatus>();

function useTeamRequirement(sessionKey: string | undefined): MfaStatus | undefined {
  const [status, setStatus] = useState<MfaStatus | undefined>(() => (sessionKey ? statuses.get(sessionKey) : undefined));
  useEffect(() => {
    if (!sessionKey) return setStatus(undefined);
    const known = statuses.get(sessionKey);
    if (known) return setStatus(known);
    let cancelled = false;
    void import('./api/mfa-api.ts')
      .then(({ fetchMfaStatus }) => fetchMfaStatus())
      .then((answer) => {
        statuses.set(sessionKey, answer);
        if (!cancelled) setStatus(answer);
      }, () => undefined);
    return () => {
      cancelled = true;
    };
  }, [sessionKey]);
  return status;
}

/**
 * Wraps every page (decision 046). A session signed in halfway (aal1 with a verified factor) sees only the code step,
 * wherever it goes (`/dashboard` included); a member whose team requires two-step verification and who has no factor
 * sees only its set-up. The server refuses both anyway; this is what the person sees instead of refusals.
 */
export function TwoStepGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const halfway = awaitsCode(session);
  const needsStatus = !!session && !halfway && verifiedFactors(session).length === 0;
  const status = useTeamRequirement(needsStatus ? session!.access_token.split('.')[1] : undefined);
  if (session && halfway) {
    return (
      <Suspense fallback={null}>
        <CodeStep session={session} />
      </Suspense>
    );
  }
  if (needsStatus && status?.setupRequired) {
    return (
      <Suspense fallback={null}>
        <SetupRequiredStep teamName={status.teamName ?? ''} />
      </Suspense>
    );
  }
  return children;
}
