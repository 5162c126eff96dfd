-- The notices that keep the API's session caches honest (domain/auth/session-cache.ts), as they
-- stand. Databases get them from the migrations in drizzle/, never from this file: a change made
-- here is also written as a new migration, and definitions.test.ts checks both agree.
--
-- A request's session resolves to its user and the workspace where they act, with their role;
-- every API process keeps that answer for a few seconds. Any committed change that could make it
-- different (a session ended or moved to another workspace, an address changed, an account, a
-- membership or a workspace removed, a role or a workspace's name changed) sends one notice on
-- the channel replica_session_changes, and every process listening forgets every session it
-- kept. A session's last use is refreshed without a notice: nothing it answers depends on it.
-- PostgreSQL folds a transaction's identical notices into one.

CREATE FUNCTION "notify_session_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('replica_session_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER "sessions_notice_change" AFTER UPDATE OF "user_id", "workspace_id", "expires_at"
  OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "sessions_notice_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "users_notice_change" AFTER UPDATE OF "id", "email" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "users_notice_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "memberships_notice_change" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "memberships_notice_truncate" AFTER TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "workspaces_notice_change" AFTER UPDATE OF "id", "name" OR DELETE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "workspaces_notice_truncate" AFTER TRUNCATE ON "workspaces"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
