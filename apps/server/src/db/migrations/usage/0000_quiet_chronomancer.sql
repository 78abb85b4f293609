CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"action" text NOT NULL,
	"prompt_id" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"timed_runs" integer DEFAULT 0 NOT NULL,
	"first_token_ms" bigint DEFAULT 0 NOT NULL,
	"total_ms" bigint DEFAULT 0 NOT NULL,
	"input_chars" bigint DEFAULT 0 NOT NULL,
	"output_chars" bigint DEFAULT 0 NOT NULL,
	"first_token_hist" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[] NOT NULL,
	CONSTRAINT "usage_daily_user_id_day_team_id_action_prompt_id_model_outcome_pk" PRIMARY KEY("user_id","day","team_id","action","prompt_id","model","outcome")
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_daily_team_day_idx" ON "usage_daily" USING btree ("team_id","day");--> statement-breakpoint
CREATE INDEX "usage_daily_day_idx" ON "usage_daily" USING btree ("day");