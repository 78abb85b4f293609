import { z } from 'zod';
import { toolbarModeSchema } from '../settings/keyboard-schema.ts';
import { aiLocationSchema, serverUrlSchema, themeSchema } from '../settings/schema.ts';

/** The built-in actions a policy can offer or withhold; the free-form prompt goes with `allowCustomPrompts`. */
export const policyActionIds = ['reply', 'tldr', 'translate'] as const;

/** A mail domain such as `example.com`, as typed in an SSO sign-in. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a domain such as example.com');

/**
 * What an organisation's IT can preset (`storage.managed`, from Chrome/Edge `3rdparty` or Firefox `policies.json`).
 * The manifest's `managed-schema.json` describes the same keys for Chrome; its test keeps the two in step.
 */
export const policyFields = {
  serverUrl: serverUrlSchema.transform((url) => url.replace(/\/+$/, '')),
  /** Default true: a server the organisation sets is the one its people use. */
  serverUrlLocked: z.boolean(),
  aiLocation: aiLocationSchema,
  /** Default true, as above. */
  aiLocationLocked: z.boolean(),
  builtInActions: z.array(z.enum(policyActionIds)).max(policyActionIds.length * 4),
  /** False: no typed or saved prompts of one's own, and no free "Ask for another change…" under an answer. */
  allowCustomPrompts: z.boolean(),
  toolbarMode: toolbarModeSchema,
  theme: themeSchema,
  ssoDomain: domainSchema,
  disableAnalytics: z.boolean(),
  /** False: no history of answers is kept (and what was kept is deleted); true: kept, and people cannot turn it off. */
  historyEnabled: z.boolean(),
};
export type PolicyKey = keyof typeof policyFields;
export const policyKeys = Object.keys(policyFields) as PolicyKey[];
export type Policy = { -readonly [K in PolicyKey]?: z.output<(typeof policyFields)[K]> };

/** Keeps every valid value and drops the rest with a console warning: a typo in a policy never breaks the extension. */
export function parsePolicy(raw: Record<string, unknown>): Policy {
  const policy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = (policyFields as Record<string, z.ZodType>)[key];
    if (!field) {
      console.warn(`Selecta: the policy "${key}" is unknown and was ignored`);
      continue;
    }
    const parsed = field.safeParse(value);
    if (parsed.success) policy[key] = parsed.data;
    else console.warn(`Selecta: the policy "${key}" was ignored: ${z.prettifyError(parsed.error)}`);
  }
  return policy as Policy;
}
