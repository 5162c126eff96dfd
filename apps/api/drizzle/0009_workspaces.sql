-- Workspaces (issue 20). Every data row now belongs to one workspace, and row-level security
-- keeps each transaction inside the workspace it names in `app.workspace_id`
-- (db/workspace-scope.ts). An existing database becomes one workspace owned by its earliest
-- user, with every other user an admin member; a fresh one holds no workspace until the first
-- sign-up makes its own.
CREATE TABLE "workspaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"webhook_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_webhook_token_unique" UNIQUE("webhook_token")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "memberships_role" CHECK ("memberships"."role" in ('viewer', 'analyst', 'admin', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role" CHECK ("invitations"."role" in ('viewer', 'analyst', 'admin', 'owner')),
	CONSTRAINT "invitations_email_lowercase" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_workspace_idx" ON "invitations" USING btree ("workspace_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "memberships_user_id_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The data already stored becomes the workspace of the earliest user. The seeded industries of a
-- database nobody used yet belong to no one: each new workspace seeds its own.
INSERT INTO "workspaces" ("name", "webhook_token")
SELECT coalesce((SELECT "email" FROM "users" ORDER BY "created_at", "id" LIMIT 1), 'Réplica'),
  replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE EXISTS (SELECT 1 FROM "users") OR EXISTS (SELECT 1 FROM "sources")
  OR EXISTS (SELECT 1 FROM "ideas") OR EXISTS (SELECT 1 FROM "scraper_runs")
  OR EXISTS (SELECT 1 FROM "audit_log");
--> statement-breakpoint
INSERT INTO "memberships" ("workspace_id", "user_id", "role")
SELECT w."id", u."id",
  CASE WHEN u."id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1)
    THEN 'owner' ELSE 'admin' END
FROM "users" u CROSS JOIN "workspaces" w;
--> statement-breakpoint
UPDATE "sessions" SET "workspace_id" = (SELECT min("id") FROM "workspaces");
--> statement-breakpoint
-- The tally triggers are rebuilt below for workspaces; without them the backfill of a million
-- comments is a plain update.
DROP TRIGGER "comments_tally_insert" ON "comments";--> statement-breakpoint
DROP TRIGGER "comments_tally_update" ON "comments";--> statement-breakpoint
DROP TRIGGER "comments_tally_delete" ON "comments";--> statement-breakpoint
DROP TRIGGER "comment_analysis_tally_insert" ON "comment_analysis";--> statement-breakpoint
DROP TRIGGER "comment_analysis_tally_update" ON "comment_analysis";--> statement-breakpoint
DROP TRIGGER "comment_analysis_tally_delete" ON "comment_analysis";--> statement-breakpoint
DROP TRIGGER "sources_tally_update" ON "sources";--> statement-breakpoint
DROP FUNCTION "tally_inserted_comments"();--> statement-breakpoint
DROP FUNCTION "tally_updated_comments"();--> statement-breakpoint
DROP FUNCTION "tally_deleted_comment"();--> statement-breakpoint
DROP FUNCTION "tally_changed_analyses"();--> statement-breakpoint
DROP FUNCTION "tally_updated_sources"();--> statement-breakpoint
DROP FUNCTION "apply_industry_tallies"("industry_tally_change"[]);--> statement-breakpoint
DROP TYPE "industry_tally_change";--> statement-breakpoint
ALTER TABLE "comment_analysis" DROP CONSTRAINT "comment_analysis_comment_id_comments_comment_id_fk";--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_source_id_sources_source_id_fk";--> statement-breakpoint
ALTER TABLE "ideas" DROP CONSTRAINT "ideas_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_source_id_sources_source_id_fk";--> statement-breakpoint
ALTER TABLE "industry_comment_counts" DROP CONSTRAINT "industry_comment_counts_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "industry_objection_counts" DROP CONSTRAINT "industry_objection_counts_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" DROP CONSTRAINT "industry_pain_clusters_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "industry_root_causes" DROP CONSTRAINT "industry_root_causes_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "scraper_runs" DROP CONSTRAINT "scraper_runs_industry_industries_name_fk";--> statement-breakpoint
ALTER TABLE "scraper_runs" DROP CONSTRAINT "scraper_runs_source_id_sources_source_id_fk";--> statement-breakpoint
ALTER TABLE "sources" DROP CONSTRAINT "sources_industry_industries_name_fk";--> statement-breakpoint
DROP INDEX "comments_platform_external_id_idx";--> statement-breakpoint
DROP INDEX "ideas_live_industry_idx";--> statement-breakpoint
DROP INDEX "scraper_runs_created_at_idx";--> statement-breakpoint
DROP INDEX "sources_live_industry_idx";--> statement-breakpoint
ALTER TABLE "industry_objection_counts" DROP CONSTRAINT "industry_objection_counts_industry_objection_tag_pk";--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" DROP CONSTRAINT "industry_pain_clusters_industry_label_pk";--> statement-breakpoint
ALTER TABLE "industry_root_causes" DROP CONSTRAINT "industry_root_causes_industry_root_cause_pk";--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_pkey";--> statement-breakpoint
ALTER TABLE "industries" DROP CONSTRAINT "industries_pkey";--> statement-breakpoint
ALTER TABLE "industry_comment_counts" DROP CONSTRAINT "industry_comment_counts_pkey";--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "industries" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "sources" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "comments" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "comment_analysis" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "industry_comment_counts" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "industry_objection_counts" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "industry_pain_clusters" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "industry_root_causes" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "industry_root_causes" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "ideas" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "import_batches" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "scraper_runs" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "audit_log" SET "workspace_id" = (SELECT min("id") FROM "workspaces");--> statement-breakpoint
DELETE FROM "industries" WHERE "workspace_id" IS NULL;--> statement-breakpoint
ALTER TABLE "industries" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "industries" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "sources" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_analysis" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "comment_analysis" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ADD CONSTRAINT "industry_comment_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ADD CONSTRAINT "industry_objection_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD CONSTRAINT "industry_pain_clusters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ADD CONSTRAINT "industry_root_causes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "import_batches" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_runs" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "scraper_runs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "workspace_id" SET DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_workspace_id_batch_id_pk" PRIMARY KEY("workspace_id","batch_id");--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_workspace_id_name_pk" PRIMARY KEY("workspace_id","name");--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ADD CONSTRAINT "industry_comment_counts_workspace_id_industry_pk" PRIMARY KEY("workspace_id","industry");--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ADD CONSTRAINT "industry_objection_counts_workspace_id_industry_objection_tag_pk" PRIMARY KEY("workspace_id","industry","objection_tag");--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD CONSTRAINT "industry_pain_clusters_workspace_id_industry_label_pk" PRIMARY KEY("workspace_id","industry","label");--> statement-breakpoint
ALTER TABLE "industry_root_causes" ADD CONSTRAINT "industry_root_causes_workspace_id_industry_root_cause_pk" PRIMARY KEY("workspace_id","industry","root_cause");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_workspace_source_key" UNIQUE("workspace_id","source_id");--> statement-breakpoint
ALTER TABLE "scraper_runs" DROP CONSTRAINT "scraper_runs_apify_run_id_unique";--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_workspace_run_key" UNIQUE("workspace_id","apify_run_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_workspace_comment_key" UNIQUE("workspace_id","comment_id");--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_comment_fk" FOREIGN KEY ("workspace_id","comment_id") REFERENCES "public"."comments"("workspace_id","comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_source_fk" FOREIGN KEY ("workspace_id","source_id") REFERENCES "public"."sources"("workspace_id","source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_source_fk" FOREIGN KEY ("workspace_id","source_id") REFERENCES "public"."sources"("workspace_id","source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ADD CONSTRAINT "industry_comment_counts_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ADD CONSTRAINT "industry_objection_counts_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD CONSTRAINT "industry_pain_clusters_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ADD CONSTRAINT "industry_root_causes_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_source_fk" FOREIGN KEY ("workspace_id","source_id") REFERENCES "public"."sources"("workspace_id","source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_log_workspace_idx" ON "audit_log" USING btree ("workspace_id","id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "comments_live_created_at_idx";--> statement-breakpoint
CREATE INDEX "comments_live_created_at_idx" ON "comments" USING btree ("workspace_id","created_at") WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_live_workspace_idx" ON "comments" USING btree ("workspace_id","comment_id" DESC NULLS FIRST) WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_platform_external_id_idx" ON "comments" USING btree ("workspace_id","platform","external_id") WHERE "comments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "ideas_live_industry_idx" ON "ideas" USING btree ("workspace_id","industry","created_at" DESC NULLS FIRST) WHERE "ideas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "scraper_runs_created_at_idx" ON "scraper_runs" USING btree ("workspace_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sources_live_industry_idx" ON "sources" USING btree ("workspace_id","industry") WHERE "sources"."deleted_at" is null;--> statement-breakpoint
-- The tally triggers of 0006/0008 again, each industry now named within its workspace.
CREATE TYPE "industry_tally_change" AS (
  "workspace_id" integer,
  "industry" text,
  "sign" integer,
  "analysed" boolean,
  "objection_tag" text,
  "pain_cluster_label" text,
  "real_score" real,
  "sentiment" real,
  "root_cause" text,
  "method" text,
  "emotion" text,
  "rules_objection_tag" text,
  "rules_emotion" text,
  "rules_pain_cluster_label" text
);
--> statement-breakpoint
CREATE FUNCTION "apply_industry_tallies"("changes" "industry_tally_change"[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO industry_comment_counts AS t (workspace_id, industry, live, unanalysed, corrections,
    corrections_same_tag, corrections_same_emotion, corrections_same_cluster)
  SELECT workspace_id, industry, sum(sign), coalesce(sum(sign) FILTER (WHERE NOT analysed), 0),
    coalesce(sum(sign) FILTER (WHERE corrected), 0),
    coalesce(sum(sign) FILTER (WHERE corrected
      AND objection_tag IS NOT DISTINCT FROM rules_objection_tag), 0),
    coalesce(sum(sign) FILTER (WHERE corrected AND emotion IS NOT DISTINCT FROM rules_emotion), 0),
    coalesce(sum(sign) FILTER (WHERE corrected
      AND pain_cluster_label IS NOT DISTINCT FROM rules_pain_cluster_label), 0)
  FROM (SELECT *, analysed AND method = 'manual' AS corrected FROM unnest(changes)) change
  GROUP BY workspace_id, industry
  HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE NOT analysed), 0) <> 0
    OR coalesce(sum(sign) FILTER (WHERE corrected), 0) <> 0
  ORDER BY workspace_id, industry
  ON CONFLICT (workspace_id, industry) DO UPDATE SET
    live = t.live + excluded.live,
    unanalysed = t.unanalysed + excluded.unanalysed,
    corrections = t.corrections + excluded.corrections,
    corrections_same_tag = t.corrections_same_tag + excluded.corrections_same_tag,
    corrections_same_emotion = t.corrections_same_emotion + excluded.corrections_same_emotion,
    corrections_same_cluster = t.corrections_same_cluster + excluded.corrections_same_cluster;

  INSERT INTO industry_objection_counts AS t (workspace_id, industry, objection_tag, comments)
  SELECT workspace_id, industry, coalesce(nullif(btrim(objection_tag), ''), 'otro'), sum(sign)
  FROM unnest(changes) WHERE analysed GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, objection_tag)
  DO UPDATE SET comments = t.comments + excluded.comments;

  INSERT INTO industry_pain_clusters AS t (workspace_id, industry, label, comments,
    real_score_sum, real_scores, sentiment_sum, sentiments)
  SELECT workspace_id, industry, btrim(pain_cluster_label), sum(sign),
    coalesce(sum(sign * real_score::float8::numeric), 0),
    coalesce(sum(sign) FILTER (WHERE real_score IS NOT NULL), 0),
    coalesce(sum(sign * sentiment::float8::numeric), 0),
    coalesce(sum(sign) FILTER (WHERE sentiment IS NOT NULL), 0)
  FROM unnest(changes) WHERE analysed AND btrim(pain_cluster_label) <> '' GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, label) DO UPDATE SET
    comments = t.comments + excluded.comments,
    real_score_sum = t.real_score_sum + excluded.real_score_sum,
    real_scores = t.real_scores + excluded.real_scores,
    sentiment_sum = t.sentiment_sum + excluded.sentiment_sum,
    sentiments = t.sentiments + excluded.sentiments;

  INSERT INTO industry_root_causes AS t (workspace_id, industry, root_cause, comments)
  SELECT workspace_id, industry, btrim(root_cause), sum(sign)
  FROM unnest(changes) WHERE analysed AND btrim(root_cause) <> '' GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, root_cause)
  DO UPDATE SET comments = t.comments + excluded.comments;
$$;
--> statement-breakpoint
-- A new comment has no analysis yet (the analysis references it): it only adds to the counts.
-- An import inserts its comments into one source: count them per source first, then look each
-- source's industry up once.
CREATE FUNCTION "tally_inserted_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO industry_comment_counts AS t (workspace_id, industry, live, unanalysed)
  SELECT s.workspace_id, s.industry, sum(inserted.live), sum(inserted.live)
  FROM (
    SELECT workspace_id, source_id, count(*) AS live FROM new_comments WHERE deleted_at IS NULL
    GROUP BY workspace_id, source_id
  ) inserted
  JOIN sources s ON s.workspace_id = inserted.workspace_id AND s.source_id = inserted.source_id
    AND s.deleted_at IS NULL
  GROUP BY s.workspace_id, s.industry ORDER BY s.workspace_id, s.industry
  ON CONFLICT (workspace_id, industry) DO UPDATE
  SET live = t.live + excluded.live, unanalysed = t.unanalysed + excluded.unanalysed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_tally_insert" AFTER INSERT ON "comments"
REFERENCING NEW TABLE AS new_comments FOR EACH STATEMENT EXECUTE FUNCTION "tally_inserted_comments"();
--> statement-breakpoint
-- Soft delete, restore, or a move to another source: the old state out, the new one in.
CREATE FUNCTION "tally_updated_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_industry_tallies(array_agg(change))
  FROM (
    SELECT (s.workspace_id, s.industry, side.sign, a.comment_id IS NOT NULL, a.objection_tag, a.pain_cluster_label, a.real_score, a.sentiment, a.root_cause, a.method, a.emotion, a.rules_objection_tag, a.rules_emotion, a.rules_pain_cluster_label)::industry_tally_change AS change
    FROM old_comments o JOIN new_comments n ON n.comment_id = o.comment_id
    CROSS JOIN LATERAL (VALUES (-1, o.source_id, o.deleted_at), (1, n.source_id, n.deleted_at))
      AS side (sign, source_id, deleted_at)
    JOIN sources s ON s.workspace_id = n.workspace_id AND s.source_id = side.source_id
    LEFT JOIN comment_analysis a ON a.comment_id = n.comment_id
    WHERE ((o.deleted_at IS NULL) <> (n.deleted_at IS NULL) OR o.source_id <> n.source_id)
      AND side.deleted_at IS NULL AND s.deleted_at IS NULL
  ) changed
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_tally_update" AFTER UPDATE ON "comments"
REFERENCING OLD TABLE AS old_comments NEW TABLE AS new_comments
FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_comments"();
--> statement-breakpoint
-- Row-level and before: only here are the comment and its analysis both still there (the
-- analysis goes by ON DELETE CASCADE, after the comment).
CREATE FUNCTION "tally_deleted_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    PERFORM apply_industry_tallies(array_agg(
      (s.workspace_id, s.industry, -1, a.comment_id IS NOT NULL, a.objection_tag, a.pain_cluster_label, a.real_score, a.sentiment, a.root_cause, a.method, a.emotion, a.rules_objection_tag, a.rules_emotion, a.rules_pain_cluster_label)::industry_tally_change))
    FROM sources s LEFT JOIN comment_analysis a ON a.comment_id = OLD.comment_id
    WHERE s.workspace_id = OLD.workspace_id AND s.source_id = OLD.source_id
      AND s.deleted_at IS NULL
    HAVING count(*) > 0;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_tally_delete" BEFORE DELETE ON "comments"
FOR EACH ROW EXECUTE FUNCTION "tally_deleted_comment"();
--> statement-breakpoint
-- Analyses of live comments: a new one turns a pending comment into an analysed one, an update
-- (re-analysis, a correction by hand, a recalculated score) swaps the old reading for the new,
-- a deletion makes the comment pending again. A deletion that comes with its comment's finds
-- no comment: tally_deleted_comment has already taken the comment out.
CREATE FUNCTION "tally_changed_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_industry_tallies(array_agg(change))
    FROM (
      SELECT (s.workspace_id, s.industry, side.sign, side.analysed, n.objection_tag, n.pain_cluster_label, n.real_score, n.sentiment, n.root_cause, n.method, n.emotion, n.rules_objection_tag, n.rules_emotion, n.rules_pain_cluster_label)::industry_tally_change AS change
      FROM new_analyses n
      JOIN comments c ON c.comment_id = n.comment_id AND c.deleted_at IS NULL
      JOIN sources s ON s.workspace_id = c.workspace_id AND s.source_id = c.source_id
        AND s.deleted_at IS NULL
      CROSS JOIN (VALUES (-1, false), (1, true)) AS side (sign, analysed)
    ) changed
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_industry_tallies(array_agg(change))
    FROM (
      SELECT (s.workspace_id, s.industry, side.sign, side.analysed, o.objection_tag, o.pain_cluster_label, o.real_score, o.sentiment, o.root_cause, o.method, o.emotion, o.rules_objection_tag, o.rules_emotion, o.rules_pain_cluster_label)::industry_tally_change AS change
      FROM old_analyses o
      JOIN comments c ON c.comment_id = o.comment_id AND c.deleted_at IS NULL
      JOIN sources s ON s.workspace_id = c.workspace_id AND s.source_id = c.source_id
        AND s.deleted_at IS NULL
      CROSS JOIN (VALUES (-1, true), (1, false)) AS side (sign, analysed)
    ) changed
    HAVING count(*) > 0;
  ELSE
    PERFORM apply_industry_tallies(array_agg(change))
    FROM (
      SELECT (s.workspace_id, s.industry, side.sign, true, side.objection_tag, side.pain_cluster_label, side.real_score, side.sentiment, side.root_cause, side.method, side.emotion, side.rules_objection_tag, side.rules_emotion, side.rules_pain_cluster_label)::industry_tally_change AS change
      FROM old_analyses o JOIN new_analyses n ON n.comment_id = o.comment_id
      JOIN comments c ON c.comment_id = n.comment_id AND c.deleted_at IS NULL
      JOIN sources s ON s.workspace_id = c.workspace_id AND s.source_id = c.source_id
        AND s.deleted_at IS NULL
      CROSS JOIN LATERAL (VALUES
        (-1, o.objection_tag, o.pain_cluster_label, o.real_score, o.sentiment, o.root_cause, o.method, o.emotion, o.rules_objection_tag, o.rules_emotion, o.rules_pain_cluster_label),
        (1, n.objection_tag, n.pain_cluster_label, n.real_score, n.sentiment, n.root_cause, n.method, n.emotion, n.rules_objection_tag, n.rules_emotion, n.rules_pain_cluster_label))
        AS side (sign, objection_tag, pain_cluster_label, real_score, sentiment, root_cause, method,
          emotion, rules_objection_tag, rules_emotion, rules_pain_cluster_label)
      WHERE (o.objection_tag, o.pain_cluster_label, o.real_score, o.sentiment, o.root_cause, o.method, o.emotion, o.rules_objection_tag, o.rules_emotion, o.rules_pain_cluster_label)
        IS DISTINCT FROM (n.objection_tag, n.pain_cluster_label, n.real_score, n.sentiment, n.root_cause, n.method, n.emotion, n.rules_objection_tag, n.rules_emotion, n.rules_pain_cluster_label)
    ) changed
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comment_analysis_tally_insert" AFTER INSERT ON "comment_analysis"
REFERENCING NEW TABLE AS new_analyses FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();
--> statement-breakpoint
CREATE TRIGGER "comment_analysis_tally_update" AFTER UPDATE ON "comment_analysis"
REFERENCING OLD TABLE AS old_analyses NEW TABLE AS new_analyses
FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();
--> statement-breakpoint
CREATE TRIGGER "comment_analysis_tally_delete" AFTER DELETE ON "comment_analysis"
REFERENCING OLD TABLE AS old_analyses FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();
--> statement-breakpoint
-- A source soft-deleted, restored or moved to another industry (reclassification) takes all its
-- comments' counts along. An industry renamed is not a move: its tallies were renamed with it by
-- their foreign keys, so sources whose old industry no longer exists are left alone.
CREATE FUNCTION "tally_updated_sources"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_industry_tallies(array_agg(change))
  FROM (
    SELECT (n.workspace_id, side.industry, side.sign, a.comment_id IS NOT NULL, a.objection_tag, a.pain_cluster_label, a.real_score, a.sentiment, a.root_cause, a.method, a.emotion, a.rules_objection_tag, a.rules_emotion, a.rules_pain_cluster_label)::industry_tally_change AS change
    FROM old_sources o JOIN new_sources n ON n.source_id = o.source_id
    CROSS JOIN LATERAL (VALUES (-1, o.industry, o.deleted_at), (1, n.industry, n.deleted_at))
      AS side (sign, industry, deleted_at)
    JOIN comments c ON c.workspace_id = n.workspace_id AND c.source_id = n.source_id
      AND c.deleted_at IS NULL
    LEFT JOIN comment_analysis a ON a.comment_id = c.comment_id
    WHERE ((o.deleted_at IS NULL) <> (n.deleted_at IS NULL) OR o.industry <> n.industry)
      AND side.deleted_at IS NULL
      AND EXISTS (SELECT 1 FROM industries i
        WHERE i.workspace_id = o.workspace_id AND i.name = o.industry)
  ) changed
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sources_tally_update" AFTER UPDATE ON "sources"
REFERENCING OLD TABLE AS old_sources NEW TABLE AS new_sources
FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_sources"();
--> statement-breakpoint
-- Row-level security. The API runs each workspace's statements as replica_app, a role that
-- neither owns the tables nor bypasses row security, with the workspace set for the transaction
-- only; a statement that forgets to filter still sees and writes only that workspace's rows.
-- Roles belong to the server, not the database: several databases on one server share it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'replica_app') THEN
    BEGIN
      CREATE ROLE replica_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT replica_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO replica_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO replica_app;--> statement-breakpoint
-- Who did what is shown by e-mail; nothing else of an account is the workspace's to read.
GRANT SELECT ("id", "email") ON "users" TO replica_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "industries" TO replica_app;--> statement-breakpoint
ALTER TABLE "industries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "industries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "industries_workspace" ON "industries" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sources" TO replica_app;--> statement-breakpoint
ALTER TABLE "sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sources" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sources_workspace" ON "sources" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "comments" TO replica_app;--> statement-breakpoint
ALTER TABLE "comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "comments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "comments_workspace" ON "comments" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "comment_analysis" TO replica_app;--> statement-breakpoint
ALTER TABLE "comment_analysis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "comment_analysis" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "comment_analysis_workspace" ON "comment_analysis" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_comment_counts" TO replica_app;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "industry_comment_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "industry_comment_counts_workspace" ON "industry_comment_counts" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_objection_counts" TO replica_app;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "industry_objection_counts_workspace" ON "industry_objection_counts" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_pain_clusters" TO replica_app;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "industry_pain_clusters_workspace" ON "industry_pain_clusters" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "industry_root_causes" TO replica_app;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "industry_root_causes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "industry_root_causes_workspace" ON "industry_root_causes" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "ideas" TO replica_app;--> statement-breakpoint
ALTER TABLE "ideas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ideas" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "ideas_workspace" ON "ideas" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "import_batches" TO replica_app;--> statement-breakpoint
ALTER TABLE "import_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_batches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "import_batches_workspace" ON "import_batches" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "scraper_runs" TO replica_app;--> statement-breakpoint
ALTER TABLE "scraper_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scraper_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "scraper_runs_workspace" ON "scraper_runs" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_log" TO replica_app;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "audit_log_workspace" ON "audit_log" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);
