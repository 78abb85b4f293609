CREATE TABLE "model_choices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"default_model" text,
	"action_models" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_model_settings" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"default_model" text,
	"endpoint_url" text,
	"endpoint_model" text,
	"endpoint_label" text,
	"endpoint_key" text,
	"endpoint_checked_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_choices" ADD CONSTRAINT "model_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_model_settings" ADD CONSTRAINT "team_model_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_model_settings" ADD CONSTRAINT "team_model_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;