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
CREATE TABLE "usage_member_months" (
	"team_id" uuid NOT NULL,
	"month" date NOT NULL,
	"user_id" uuid NOT NULL,
	"daily" integer[] DEFAULT array_fill(0, array[31]) NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "usage_member_months_team_id_month_user_id_pk" PRIMARY KEY("team_id","month","user_id")
);
--> statement-breakpoint
CREATE TABLE "usage_team_daily" (
	"team_id" uuid NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "usage_team_daily_team_id_day_action_prompt_id_model_outcome_pk" PRIMARY KEY("team_id","day","action","prompt_id","model","outcome")
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_member_months" ADD CONSTRAINT "usage_member_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_daily_day_idx" ON "usage_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "usage_member_months_month_idx" ON "usage_member_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "usage_team_daily_day_idx" ON "usage_team_daily" USING btree ("day");