import { z } from 'zod';

/**
 * Directory provisioning (SCIM 2.0, decision 047): the owner's SCIM tokens, shared by the server and the website.
 * The SCIM API itself (`/scim/v2`) speaks RFC 7644 to identity providers, not this shape.
 */
export const scimBasePath = '/scim/v2';
/** Tokens a team may hold at once: one per directory connection, with room to rotate. */
export const maxScimTokens = 10;
export const scimTokenNameMaxLength = 60;

export const createScimTokenRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(scimTokenNameMaxLength)
    .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters'),
});
export type CreateScimTokenRequest = z.infer<typeof createScimTokenRequestSchema>;

export const scimTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

/** `GET /api/teams/scim/tokens`: never a secret; `baseUrl` is what the directory is given. */
export const scimTokensResponseSchema = z.object({ baseUrl: z.string(), tokens: z.array(scimTokenSchema) });
export type ScimTokensResponse = z.infer<typeof scimTokensResponseSchema>;

/** `POST /api/teams/scim/tokens` → 201: the only answer that carries the token. */
export const createdScimTokenSchema = z.object({ id: z.uuid(), name: z.string(), token: z.string(), createdAt: z.iso.datetime() });
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;

/** The error codes of the tokens API, worded by the website in the visitor's language. */
export const scimErrorCodes = {
  tooManyTokens: 'too_many_scim_tokens',
  tokenNotFound: 'scim_token_not_found',
  ssoRequired: 'scim_sso_required',
  embeddedAuthRequired: 'scim_embedded_auth_required',
} as const;
