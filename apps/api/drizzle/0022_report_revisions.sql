-- The report of an industry is cached by revision (domain/insights/report-cache.ts): the id of
-- the last transaction that changed what it shows. The tallies' functions now set it on every
-- change, and an analysis whose five whys alone changed counts as a change.
ALTER TABLE "industry_comment_counts" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_industry_tallies"("changes" "industry_tally_change"[]) RETURNS void
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tally_changed_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
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
