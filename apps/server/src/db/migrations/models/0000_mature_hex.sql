CREATE TABLE "model_choices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"default_model" text,
	"action_models" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_choices" ADD CONSTRAINT "model_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;