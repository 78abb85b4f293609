import type { AuthContext } from '../auth-context.ts';
import { teamFlowProvider } from '../sso/sso-flow-provider.ts';
import { refuseIfSsoRequired } from '../sso/sso-required.ts';
import { ssoTeamId } from '../sso/team-idp.ts';
import { providerFor } from './flow-start.ts';
import type { ResolvedProvider } from './provider-profile.ts';

/**
 * The provider a flow state names: a team's IdP (`sso:<team id>`), else a server-wide provider. A server-wide
 * provider's address is refused when its team requires single sign-on: the company's IdP is then the only way in.
 */
export async function resolveProvider(ctx: AuthContext, name: string): Promise<ResolvedProvider> {
  const teamId = ssoTeamId(name);
  if (teamId) return teamFlowProvider(ctx, teamId);
  const resolved = providerFor(ctx, name);
  return {
    ...resolved,
    async admit(profile) {
      await refuseIfSsoRequired(ctx.deps.db, profile.email);
      return profile;
    },
  };
}
