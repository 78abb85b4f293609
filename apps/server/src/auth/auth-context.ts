import type { AppDeps } from '../lib/app-deps.ts';
import { type Mailer, createMailer } from '../lib/mail/mailer.ts';
import { RotationBatcher } from './rotation-batcher.ts';
import { SessionCache } from './session-cache.ts';
import { type SigningKeys, loadSigningKeys } from './signing-keys.ts';

/** What the auth routes share: the app's deps, the signing keys and the token settings. */
export interface AuthContext {
  deps: AppDeps;
  keys: () => Promise<SigningKeys>;
  issuer: string;
  /** Access-token lifetime in seconds (AUTH_JWT_EXP). */
  lifetime: number;
  mailer: Mailer;
  sessionCache: SessionCache;
  rotations: RotationBatcher;
}

export function createAuthContext(deps: AppDeps): AuthContext {
  return {
    deps,
    keys: () => loadSigningKeys(deps.env),
    issuer: `${deps.env.PUBLIC_URL}/auth/v1`,
    lifetime: deps.env.AUTH_JWT_EXP,
    mailer: createMailer(deps.env, deps.logger),
    sessionCache: new SessionCache(deps.listen),
    rotations: new RotationBatcher(deps.db),
  };
}
