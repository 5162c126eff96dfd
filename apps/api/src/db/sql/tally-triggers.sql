-- The industry tallies' triggers as they stand: the current definition of the composite type,
-- the functions and the triggers that keep the tallies of db/schema/tallies.ts exact on every
-- write, whoever makes it. Databases get them from the migrations in drizzle/, never from this
-- file: a change made here is also written as a new migration (CREATE OR REPLACE FUNCTION, DROP
-- TRIGGER and CREATE TRIGGER), and an applied migration is never edited. definitions.test.ts
-- applies this file and row-level-security.sql to a migrated database stripped of all such
-- definitions and checks the catalogs come out as the migrations left them.
--
-- A comment counts while it and its source are live; an analysed one also counts under its
-- objection tag, pain cluster and root cause, and one corrected by hand (method 'manual') as a
-- correction, agreeing or not with what the rules had said. Each industry is a name within its
-- workspace. Each trigger lists what a statement changed as signed rows (-1: a state that stopped
-- counting, +1: one that started) and apply_industry_tallies adds them up. Statement-level
-- triggers with transition tables: a 1,000-comment import adds one statement. Rows are upserted
-- in key order so concurrent writers lock them in the same order.

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

-- Adds the signed changes up into the four tally tables. A pain cluster also counts, as
-- `objections`, its comments tagged with an objection (any tag but 'otro'). Every industry a
-- change touches takes the transaction's id as its revision, even when its counts come out the
-- same (a label or a why swapped for another): the cached report knows it is out of date.
CREATE FUNCTION "apply_industry_tallies"("changes" "industry_tally_change"[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO industry_comment_counts AS t (workspace_id, industry, live, unanalysed, corrections,
    corrections_same_tag, corrections_same_emotion, corrections_same_cluster, revision)
  SELECT workspace_id, industry, sum(sign), coalesce(sum(sign) FILTER (WHERE NOT analysed), 0),
    coalesce(sum(sign) FILTER (WHERE corrected), 0),
    coalesce(sum(sign) FILTER (WHERE corrected
      AND objection_tag IS NOT DISTINCT FROM rules_objection_tag), 0),
    coalesce(sum(sign) FILTER (WHERE corrected AND emotion IS NOT DISTINCT FROM rules_emotion), 0),
    coalesce(sum(sign) FILTER (WHERE corrected
      AND pain_cluster_label IS NOT DISTINCT FROM rules_pain_cluster_label), 0),
    pg_current_xact_id()::text::bigint
  FROM (SELECT *, analysed AND method = 'manual' AS corrected FROM unnest(changes)) change
  GROUP BY workspace_id, industry
  ORDER BY workspace_id, industry
  ON CONFLICT (workspace_id, industry) DO UPDATE SET
    live = t.live + excluded.live,
    unanalysed = t.unanalysed + excluded.unanalysed,
    corrections = t.corrections + excluded.corrections,
    corrections_same_tag = t.corrections_same_tag + excluded.corrections_same_tag,
    corrections_same_emotion = t.corrections_same_emotion + excluded.corrections_same_emotion,
    corrections_same_cluster = t.corrections_same_cluster + excluded.corrections_same_cluster,
    revision = excluded.revision;

  INSERT INTO industry_objection_counts AS t (workspace_id, industry, objection_tag, comments)
  SELECT workspace_id, industry, coalesce(nullif(btrim(objection_tag), ''), 'otro'), sum(sign)
  FROM unnest(changes) WHERE analysed GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, objection_tag)
  DO UPDATE SET comments = t.comments + excluded.comments;

  INSERT INTO industry_pain_clusters AS t (workspace_id, industry, label, comments,
    real_score_sum, real_scores, sentiment_sum, sentiments, objections)
  SELECT workspace_id, industry, btrim(pain_cluster_label), sum(sign),
    coalesce(sum(sign * real_score::float8::numeric), 0),
    coalesce(sum(sign) FILTER (WHERE real_score IS NOT NULL), 0),
    coalesce(sum(sign * sentiment::float8::numeric), 0),
    coalesce(sum(sign) FILTER (WHERE sentiment IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE coalesce(nullif(btrim(objection_tag), ''), 'otro') <> 'otro'), 0)
  FROM unnest(changes) WHERE analysed AND btrim(pain_cluster_label) <> '' GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, label) DO UPDATE SET
    comments = t.comments + excluded.comments,
    real_score_sum = t.real_score_sum + excluded.real_score_sum,
    real_scores = t.real_scores + excluded.real_scores,
    sentiment_sum = t.sentiment_sum + excluded.sentiment_sum,
    sentiments = t.sentiments + excluded.sentiments,
    objections = t.objections + excluded.objections;

  INSERT INTO industry_root_causes AS t (workspace_id, industry, root_cause, comments)
  SELECT workspace_id, industry, btrim(root_cause), sum(sign)
  FROM unnest(changes) WHERE analysed AND btrim(root_cause) <> '' GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, industry, root_cause)
  DO UPDATE SET comments = t.comments + excluded.comments;
$$;

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

CREATE TRIGGER "comments_tally_insert" AFTER INSERT ON "comments"
REFERENCING NEW TABLE AS new_comments FOR EACH STATEMENT EXECUTE FUNCTION "tally_inserted_comments"();

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

CREATE TRIGGER "comments_tally_update" AFTER UPDATE ON "comments"
REFERENCING OLD TABLE AS old_comments NEW TABLE AS new_comments
FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_comments"();

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

CREATE TRIGGER "comments_tally_delete" BEFORE DELETE ON "comments"
FOR EACH ROW EXECUTE FUNCTION "tally_deleted_comment"();

-- Analyses of live comments: a new one turns a pending comment into an analysed one, an update
-- (re-analysis, a correction by hand, a recalculated score, new five whys) swaps the old reading
-- for the new, a deletion makes the comment pending again. A deletion that comes with its comment's finds
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
      WHERE (o.objection_tag, o.pain_cluster_label, o.real_score, o.sentiment, o.root_cause, o.method, o.emotion, o.rules_objection_tag, o.rules_emotion, o.rules_pain_cluster_label, o.why1, o.why2, o.why3, o.why4, o.why5)
        IS DISTINCT FROM (n.objection_tag, n.pain_cluster_label, n.real_score, n.sentiment, n.root_cause, n.method, n.emotion, n.rules_objection_tag, n.rules_emotion, n.rules_pain_cluster_label, n.why1, n.why2, n.why3, n.why4, n.why5)
    ) changed
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "comment_analysis_tally_insert" AFTER INSERT ON "comment_analysis"
REFERENCING NEW TABLE AS new_analyses FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();

CREATE TRIGGER "comment_analysis_tally_update" AFTER UPDATE ON "comment_analysis"
REFERENCING OLD TABLE AS old_analyses NEW TABLE AS new_analyses
FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();

CREATE TRIGGER "comment_analysis_tally_delete" AFTER DELETE ON "comment_analysis"
REFERENCING OLD TABLE AS old_analyses FOR EACH STATEMENT EXECUTE FUNCTION "tally_changed_analyses"();

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

CREATE TRIGGER "sources_tally_update" AFTER UPDATE ON "sources"
REFERENCING OLD TABLE AS old_sources NEW TABLE AS new_sources
FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_sources"();
