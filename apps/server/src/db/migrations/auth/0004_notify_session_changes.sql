-- Tells every server process listening on PostgreSQL that a user's account or one of their sessions changed or
-- ended (decision 035), whatever code path wrote it (logout, password change, refresh-token reuse, account deletion and
-- its cascade): each process drops what it remembers of that user's sessions. Notifications are sent at commit.
CREATE FUNCTION selecta_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('selecta_user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER selecta_session_ended AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION selecta_notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER selecta_user_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION selecta_notify_user_changed('id');
