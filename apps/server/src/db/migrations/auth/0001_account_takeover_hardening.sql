ALTER TABLE "auth_one_time_tokens" ADD COLUMN "encrypted_password" text;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "user_metadata" jsonb;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "failed_password_checks" integer DEFAULT 0 NOT NULL;