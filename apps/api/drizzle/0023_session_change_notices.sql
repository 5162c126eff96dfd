-- Every committed change that can change what a session resolves to (its user, the workspace
-- where they act, their role) sends a notice on replica_session_changes, so the API processes'
-- session caches forget what they kept (db/sql/session-change-notices.sql).
CREATE FUNCTION "notify_session_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('replica_session_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notice_change" AFTER UPDATE OF "user_id", "workspace_id", "expires_at"
  OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notice_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notice_change" AFTER UPDATE OF "id", "email" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notice_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "memberships_notice_change" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "memberships_notice_truncate" AFTER TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "workspaces_notice_change" AFTER UPDATE OF "id", "name" OR DELETE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "workspaces_notice_truncate" AFTER TRUNCATE ON "workspaces"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
