-- Two-step verification (decision 046): GoTrue's factors and challenges (TOTP), the session's assurance level, and the
-- recovery of an account whose authenticator is lost.
CREATE TABLE "auth_mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL,
	"ip_address" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"friendly_name" text DEFAULT '' NOT NULL,
	"factor_type" text DEFAULT 'totp' NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"secret" text NOT NULL,
	"last_challenged_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_mfa_recoveries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "aal" text DEFAULT 'aal1' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "factor_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "mfa_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_mfa_challenges" ADD CONSTRAINT "auth_mfa_challenges_factor_id_auth_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_mfa_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD CONSTRAINT "auth_mfa_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_mfa_recoveries" ADD CONSTRAINT "auth_mfa_recoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_mfa_challenges_factor_idx" ON "auth_mfa_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "auth_mfa_factors_user_idx" ON "auth_mfa_factors" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_factors_user_friendly_name_idx" ON "auth_mfa_factors" USING btree ("user_id","friendly_name") WHERE trim("auth_mfa_factors"."friendly_name") <> '';--> statement-breakpoint
-- A user's factors are part of every verified session this server remembers (their user JSON, and whether an aal1
-- session may act): adding, verifying or removing one tells every process, as account and session changes do (0004).
CREATE FUNCTION selecta_notify_factor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('selecta_user_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER selecta_factor_changed AFTER INSERT OR UPDATE OF status OR DELETE ON auth_mfa_factors
  FOR EACH ROW EXECUTE FUNCTION selecta_notify_factor_changed();
--> statement-breakpoint
CREATE TRIGGER selecta_session_level_changed AFTER UPDATE OF aal ON auth_sessions
  FOR EACH ROW WHEN (OLD.aal IS DISTINCT FROM NEW.aal) EXECUTE FUNCTION selecta_notify_factor_changed();
