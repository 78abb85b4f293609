-- The team whose identity provider started a session (amr 'sso/oidc', decision 040): requiring SSO ends the sessions of
-- the team's domains that did not come through it.
ALTER TABLE "auth_sessions" ADD COLUMN "sso_team_id" uuid;
