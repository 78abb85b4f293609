CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_name" text,
	"target_type" text,
	"target_id" text,
	"target_email" text,
	"target_name" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"provider" text,
	"scope" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "account_security_events" ADD CONSTRAINT "account_security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_team_at_idx" ON "audit_events" USING btree ("team_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_team_event_idx" ON "audit_events" USING btree ("team_id","event","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_team_actor_idx" ON "audit_events" USING btree ("team_id","actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_team_actor_email_idx" ON "audit_events" USING btree ("team_id","actor_email","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_dissolved_idx" ON "audit_events" USING btree ("actor_id") WHERE "audit_events"."event" = 'team.dissolved';--> statement-breakpoint
CREATE INDEX "account_security_events_user_idx" ON "account_security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "account_security_events_at_idx" ON "account_security_events" USING btree ("at");--> statement-breakpoint
-- The audit log is append-only (decision 044): no code path may change or delete an event. The one exception is the
-- retention job, which says so for its own transaction (`selecta.audit_retention`) and even then may delete only what
-- retention allows: events older than 13 months, or of a team that no longer exists (its code keeps those 30 days).
CREATE FUNCTION selecta_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('selecta.audit_retention', true) = 'on'
       AND (OLD.at < now() - interval '13 months' OR NOT EXISTS (SELECT 1 FROM teams WHERE id = OLD.team_id)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'SL403';
END
$$;
--> statement-breakpoint
CREATE TRIGGER selecta_audit_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION selecta_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER selecta_audit_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION selecta_audit_append_only();
