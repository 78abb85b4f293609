ALTER TABLE "auth_one_time_tokens" ADD COLUMN "encrypted_password" text;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "user_metadata" jsonb;