-- Row-level security as it stands: the current grants to replica_app and the policy of every
-- workspace table. Databases get them from the migrations in drizzle/, never from this file: a
-- change made here is also written as a new migration (a new workspace table's migration grants
-- it, forces row security on it and creates its policy as below), and an applied migration is
-- never edited. definitions.test.ts applies this file and tally-triggers.sql to a migrated
-- database stripped of all such definitions and checks the catalogs come out as the migrations
-- left them.
--
-- The API runs each workspace's statements as replica_app (db/workspace-scope.ts), a role that
-- neither owns the tables nor bypasses row security, with the workspace set in
-- `app.workspace_id` for the transaction only: a statement that forgets to filter still sees and
-- writes only that workspace's rows. The role belongs to the server, not the database (several
-- databases on one server share it), so the migrations create it only when it is missing.
--
-- Nothing else is granted: the account tables (sessions, memberships, invitations, api_tokens,
-- alert_recipients, password_resets, sign_in_attempts, the rest of users), the workspaces and the
-- bookkeeping shared by every workspace (job_claims, ai_request_minutes, rate_limits) are read
-- and written outside any workspace.

GRANT USAGE ON SCHEMA public TO replica_app;

-- Who did what is shown by e-mail; nothing else of an account is the workspace's to read.
GRANT SELECT ("id", "email") ON "users" TO replica_app;

-- A workspace's inserts take their ids from these. The sequences of users, workspaces,
-- invitations and sign_in_attempts are granted too, though replica_app inserts into none of
-- those tables: they were granted with every sequence the schema held when workspaces came in.
GRANT USAGE, SELECT ON SEQUENCE
  "alerts_id_seq",
  "audit_log_id_seq",
  "comments_comment_id_seq",
  "ideas_idea_id_seq",
  "invitations_id_seq",
  "jobs_id_seq",
  "scraper_runs_id_seq",
  "sign_in_attempts_id_seq",
  "sources_source_id_seq",
  "users_id_seq",
  "watch_runs_id_seq",
  "watches_id_seq",
  "workspaces_id_seq"
TO replica_app;

-- Every workspace table: replica_app reads and writes the rows of the transaction's workspace
-- only, and FORCE holds the tables' owner to the same policy.

GRANT SELECT, INSERT, UPDATE, DELETE ON "actor_field_maps" TO replica_app;
ALTER TABLE "actor_field_maps" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "actor_field_maps_workspace" ON "actor_field_maps"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "alerts" TO replica_app;
ALTER TABLE "alerts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "alerts_workspace" ON "alerts"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "apify_accounts" TO replica_app;
ALTER TABLE "apify_accounts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "apify_accounts_workspace" ON "apify_accounts"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_log" TO replica_app;
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "audit_log_workspace" ON "audit_log"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "comment_analysis" TO replica_app;
ALTER TABLE "comment_analysis" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "comment_analysis_workspace" ON "comment_analysis"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "comments" TO replica_app;
ALTER TABLE "comments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "comments_workspace" ON "comments"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "ideas" TO replica_app;
ALTER TABLE "ideas" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "ideas_workspace" ON "ideas"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "import_batches" TO replica_app;
ALTER TABLE "import_batches" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "import_batches_workspace" ON "import_batches"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "industries" TO replica_app;
ALTER TABLE "industries" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "industries_workspace" ON "industries"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_comment_counts" TO replica_app;
ALTER TABLE "industry_comment_counts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "industry_comment_counts_workspace" ON "industry_comment_counts"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_objection_counts" TO replica_app;
ALTER TABLE "industry_objection_counts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "industry_objection_counts_workspace" ON "industry_objection_counts"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_pain_clusters" TO replica_app;
ALTER TABLE "industry_pain_clusters" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "industry_pain_clusters_workspace" ON "industry_pain_clusters"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_root_causes" TO replica_app;
ALTER TABLE "industry_root_causes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "industry_root_causes_workspace" ON "industry_root_causes"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "job_chunks" TO replica_app;
ALTER TABLE "job_chunks" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "job_chunks_workspace" ON "job_chunks"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "jobs" TO replica_app;
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "jobs_workspace" ON "jobs"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "pain_clusters" TO replica_app;
ALTER TABLE "pain_clusters" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "pain_clusters_workspace" ON "pain_clusters"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "scraper_runs" TO replica_app;
ALTER TABLE "scraper_runs" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "scraper_runs_workspace" ON "scraper_runs"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "sources" TO replica_app;
ALTER TABLE "sources" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "sources_workspace" ON "sources"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "watch_runs" TO replica_app;
ALTER TABLE "watch_runs" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "watch_runs_workspace" ON "watch_runs"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);

GRANT SELECT, INSERT, UPDATE, DELETE ON "watches" TO replica_app;
ALTER TABLE "watches" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY "watches_workspace" ON "watches"
  USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer)
  WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);
