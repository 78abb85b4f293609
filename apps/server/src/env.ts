import { defaultPromoEnd } from '@selecta/shared/plans';
import { minimumExtensionVersion, semverSchema } from '@selecta/shared/version';
import { z } from 'zod';
import { aiModelsVariable } from './lib/catalogue-config.ts';

const optionalUrl = z.url().optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const commaList = z.string().transform((v) => v.split(',').map((item) => item.trim()).filter(Boolean));

/** Where an OpenAI-compatible server listens on a machine by default: Ollama's. */
export const defaultDiscoveryUrls = ['http://127.0.0.1:11434/v1'];
/** Chat models tried in this order when a local server has several (a name matches its tags too: `llama3.2:3b`). */
export const defaultDiscoveryModels = ['llama3.2', 'llama3.1', 'llama3', 'qwen3', 'qwen2.5', 'gemma3', 'gemma2', 'mistral', 'phi4', 'phi3'];

/**
 * Every setting the server reads, from DESIGN.md's table (all optional). Only this file reads
 * process.env; everything else is handed the parsed `Env`.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.string().min(1).optional(),
    AUTH_JWT_EXP: z.coerce.number().int().min(60).max(604_800).default(3600),
    AUTH_EMAIL_CONFIRM: bool.default(false),
    /** The embedded auth's ES256 signing key as a private JWK (JSON); unset: created under DATA_DIR/auth/. */
    AUTH_JWT_KEY: z.string().startsWith('{', 'must be a JSON private JWK').optional(),
    /** Per-IP limits on /auth/v1/token and /signup; default on, off under NODE_ENV=test unless set. */
    AUTH_RATE_LIMITS: bool.optional(),
    /** OAuth / OpenID Connect sign-in (GoTrue's provider names): each provider is on when its client id is set. */
    AUTH_EXTERNAL_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    AUTH_EXTERNAL_GOOGLE_SECRET: z.string().min(1).optional(),
    AUTH_EXTERNAL_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    AUTH_EXTERNAL_AZURE_CLIENT_ID: z.string().min(1).optional(),
    AUTH_EXTERNAL_AZURE_SECRET: z.string().min(1).optional(),
    /** Microsoft's multi-tenant issuer by default (any work, school or personal account); a tenant's own to allow only it. */
    AUTH_EXTERNAL_AZURE_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
    AUTH_EXTERNAL_GITHUB_CLIENT_ID: z.string().min(1).optional(),
    AUTH_EXTERNAL_GITHUB_SECRET: z.string().min(1).optional(),
    AUTH_EXTERNAL_GITHUB_URL: z.url().default('https://github.com'),
    AUTH_EXTERNAL_GITHUB_API_URL: z.url().default('https://api.github.com'),
    AUTH_EXTERNAL_OIDC_CLIENT_ID: z.string().min(1).optional(),
    AUTH_EXTERNAL_OIDC_SECRET: z.string().min(1).optional(),
    AUTH_EXTERNAL_OIDC_ISSUER: optionalUrl,
    /** GoTrue's URI_ALLOW_LIST: where `redirect_to` may lead besides PUBLIC_URL (comma-separated; `*` and `**` globs). */
    AUTH_REDIRECT_ALLOW_LIST: commaList.optional(),
    /** `host:port` of the DNS server that checks a team's domain TXT records (decision 040); unset: the system's. */
    DNS_RESOLVER: z
      .string()
      .regex(/^(?:[0-9.]+|\[[0-9a-f:]+\]):\d{1,5}$/i, 'must be an IP address and port, like 127.0.0.1:53 or [::1]:53')
      .optional(),
    /**
     * A team's single sign-on issuer may be on a loopback or private address (an on-premises Keycloak or ADFS); off by
     * default. Apart from AI_ALLOW_PRIVATE_ENDPOINTS: allowing the one does not allow the other (decision 040).
     */
    SSO_ALLOW_PRIVATE_ISSUERS: bool.default(false),
    /**
     * How long a lost-authenticator recovery waits between the mailed code and the factors' removal (decision 046): the
     * time the account's owner has to notice and cancel it. Hours, 24 to 720; default 72.
     */
    MFA_RECOVERY_WAIT_HOURS: z.coerce.number().int().min(24).max(720).default(72),
    /** Header that carries the client IP behind a trusted proxy (e.g. x-forwarded-for); unset: the socket address. */
    TRUST_PROXY_HEADER: z.string().toLowerCase().optional(),
    /** How many proxies of ours append to TRUST_PROXY_HEADER: its value this many from the right is the client's. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** With NODE_ENV=production and no STRIPE_SECRET_KEY, the start is refused unless this says the test checkout is meant. */
    ALLOW_TEST_CHECKOUT: bool.default(false),
    /** With NODE_ENV=production and no SMTP_URL, the start is refused unless this says the outbox is meant. */
    ALLOW_OUTBOX_MAIL: bool.default(false),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Selecta <no-reply@selecta.local>'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_PRICE_PLUS_MONTHLY: z.string().min(1).optional(),
    STRIPE_PRICE_PLUS_YEARLY: z.string().min(1).optional(),
    STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
    STRIPE_PRICE_PRO_YEARLY: z.string().min(1).optional(),
    STRIPE_API_URL: optionalUrl,
    AI_PROVIDER: z.enum(['openai', 'anthropic', 'openai-compatible']).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_BASE_URL: optionalUrl,
    AI_MODEL: z.string().min(1).optional(),
    /** Without AI_PROVIDER: the OpenAI-compatible servers to look for a model on (base URLs), or `off`. */
    AI_DISCOVERY_URLS: z.union([z.literal('off'), commaList.pipe(z.array(z.url()).min(1))]).optional(),
    /** Without AI_PROVIDER: the preferred models, best first. */
    AI_DISCOVERY_MODELS: commaList.pipe(z.array(z.string()).min(1)).optional(),
    /** Without AI_PROVIDER and with no local model found: how long that answer holds before a run looks again. */
    AI_DISCOVERY_RETRY_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** How long a provider may stay silent before its first token (then 504). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /** The model catalogue (JSON array or a file holding it); unset: one basic model from AI_PROVIDER/AI_MODEL. */
    AI_MODELS: aiModelsVariable.optional(),
    /** Team endpoints may resolve to loopback or private addresses (a company's own network); off by default. */
    AI_ALLOW_PRIVATE_ENDPOINTS: bool.default(false),
    /** 32 bytes (base64 or 64 hex digits) that encrypt secrets at rest and key HMACs (decision 029); unset: created in DATA_DIR/secrets/. */
    SECRETS_KEY: z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?)$/, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
    /** Where support requests are mailed; unset: DATA_DIR/outbox/. */
    SUPPORT_EMAIL: z.email().optional(),
    PROMO_END: z.coerce.date().optional(),
    EXTENSION_SERVER_URL: optionalUrl,
    /** The oldest extension the server answers (decision 048); older ones are told to update. */
    EXTENSION_MIN_VERSION: semverSchema.default(minimumExtensionVersion),
    /** The RSA private key (PEM) that signs the Chromium package (.crx) and fixes its id; unset: made in DATA_DIR/extension/. */
    EXTENSION_SIGNING_KEY: z.string().regex(/^-----BEGIN (RSA )?PRIVATE KEY-----/, 'must be an RSA private key in PEM').optional(),
    /** Where the built extension packages are (selecta-chrome.zip, selecta-firefox.zip); unset: the build's own folder. */
    EXTENSION_PACKAGES_DIR: z.string().min(1).optional(),
    /** Serve `GET /metrics` on this port alone (docs/metrics.md). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** Serve `GET /metrics` on the main port to this bearer token. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
    /** OTLP/HTTP collector base URL: traces are sent to `<url>/v1/traces`; unset: tracing off. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    /** How long SIGTERM lets the streams in flight finish before ending them with an error event. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    /**
     * How long after SIGTERM the server goes on serving with `/readyz` at 503, while proxies' health checks take it out
     * of rotation, before it stops taking connections (part of SHUTDOWN_GRACE_MS, never longer).
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional(),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    PROMO_END: env.PROMO_END ?? defaultPromoEnd(),
    AUTH_RATE_LIMITS: env.AUTH_RATE_LIMITS ?? env.NODE_ENV !== 'test',
    AI_DISCOVERY_URLS: discoveryUrls(env),
    AI_DISCOVERY_MODELS: env.AI_DISCOVERY_MODELS ?? defaultDiscoveryModels,
  }));

/**
 * Where to look for a local model (decision 020): nowhere when a provider is configured or discovery is `off`; else
 * `AI_BASE_URL` first, then the listed servers (default Ollama's; none under NODE_ENV=test unless set, so that a
 * developer's running Ollama does not change the tests).
 */
function discoveryUrls(env: { AI_PROVIDER?: string; AI_BASE_URL?: string; AI_DISCOVERY_URLS?: 'off' | string[]; NODE_ENV: string }): string[] {
  if (env.AI_PROVIDER || env.AI_DISCOVERY_URLS === 'off') return [];
  const listed = env.AI_DISCOVERY_URLS ?? (env.NODE_ENV === 'test' ? [] : defaultDiscoveryUrls);
  return [...new Set([...(env.AI_BASE_URL ? [env.AI_BASE_URL] : []), ...listed].map((url) => url.replace(/\/+$/, '')))];
}

export type Env = z.infer<typeof envSchema>;

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** Rules between variables, checked on the raw values so they are reported along with every other problem. */
const dependencies: [test: (v: Record<string, string>) => boolean, needs: string, why: string][] = [
  [(v) => !!v.SUPABASE_URL, 'SUPABASE_ANON_KEY', 'is required when SUPABASE_URL is set'],
  [(v) => !!v.STRIPE_SECRET_KEY, 'STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set'],
  ...(['GOOGLE', 'AZURE', 'GITHUB', 'OIDC'] as const).map(
    (p): [(v: Record<string, string>) => boolean, string, string] => [(v) => !!v[`AUTH_EXTERNAL_${p}_CLIENT_ID`], `AUTH_EXTERNAL_${p}_SECRET`, `is required when AUTH_EXTERNAL_${p}_CLIENT_ID is set`],
  ),
  [(v) => !!v.AUTH_EXTERNAL_OIDC_CLIENT_ID, 'AUTH_EXTERNAL_OIDC_ISSUER', 'is required when AUTH_EXTERNAL_OIDC_CLIENT_ID is set'],
  [(v) => v.AI_PROVIDER === 'openai-compatible', 'AI_BASE_URL', 'is required when AI_PROVIDER is openai-compatible'],
  // Production must not fail open: the test checkout grants paid plans without payment, and the outbox keeps sign-in
  // links on the server's disk instead of mailing them.
  [
    (v) => v.NODE_ENV === 'production' && !v.STRIPE_SECRET_KEY && !isTrue(v.ALLOW_TEST_CHECKOUT),
    'STRIPE_SECRET_KEY',
    'is required when NODE_ENV=production: without it the built-in test checkout grants paid plans without payment (set ALLOW_TEST_CHECKOUT=true if that is what you want)',
  ],
  [
    (v) => v.NODE_ENV === 'production' && !v.SMTP_URL && !isTrue(v.ALLOW_OUTBOX_MAIL),
    'SMTP_URL',
    'is required when NODE_ENV=production: without it sign-up and password-reset mails are only written to DATA_DIR/outbox (set ALLOW_OUTBOX_MAIL=true if that is what you want)',
  ],
];

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

/** Parses the given variables; empty strings count as unset so a blank line in .env changes nothing. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  for (const [applies, needs, why] of dependencies) {
    if (applies(cleaned as Record<string, string>) && !cleaned[needs]) problems.push(`${needs}: ${why}`);
  }
  if (result.success && problems.length === 0) return result.data;
  throw new InvalidEnvError(problems);
}

export function loadEnv(): Env {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
  return parseEnv(process.env);
}
