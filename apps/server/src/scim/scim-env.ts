import type { ScimCaller } from './tokens.ts';
import type { ScimScope } from './users.ts';

/** What the SCIM token check sets for the `/scim/v2` routes after it: the calling token and the team it may change. */
export interface ScimEnv {
  Variables: { scim: ScimCaller; scope: ScimScope };
}
