CREATE TABLE "pain_clusters" (
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"industry" text NOT NULL,
	"label" text NOT NULL,
	"objection_tag" text NOT NULL,
	"centroid" jsonb NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "pain_clusters_workspace_id_industry_label_pk" PRIMARY KEY("workspace_id","industry","label")
);
--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD COLUMN "objections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pain_clusters" ADD CONSTRAINT "pain_clusters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pain_clusters" ADD CONSTRAINT "pain_clusters_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "pain_clusters" TO replica_app;--> statement-breakpoint
ALTER TABLE "pain_clusters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pain_clusters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "pain_clusters_workspace" ON "pain_clusters" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
-- The tallies as in 0009, a pain cluster now also counting its comments tagged with an objection.
CREATE OR REPLACE FUNCTION "apply_industry_tallies"("changes" "industry_tally_change"[]) RETURNS void
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
-- Existing clusters count their objection comments once, as the function above would have.
UPDATE industry_pain_clusters t SET objections = counted.objections
FROM (
  SELECT s.workspace_id, s.industry, btrim(a.pain_cluster_label) AS label, count(*)::integer AS objections
  FROM comment_analysis a
  JOIN comments c ON c.comment_id = a.comment_id AND c.deleted_at IS NULL
  JOIN sources s ON s.workspace_id = c.workspace_id AND s.source_id = c.source_id AND s.deleted_at IS NULL
  WHERE coalesce(nullif(btrim(a.objection_tag), ''), 'otro') <> 'otro'
  GROUP BY 1, 2, 3
) counted
WHERE t.workspace_id = counted.workspace_id AND t.industry = counted.industry AND t.label = counted.label;
