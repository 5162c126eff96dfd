-- An import inserts its comments into one source: count them per source first, then look each
-- source's industry up once, instead of once per comment (1,000 lookups a bulk batch).
CREATE OR REPLACE FUNCTION "tally_inserted_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO industry_comment_counts AS t (industry, live, unanalysed)
  SELECT s.industry, sum(inserted.live), sum(inserted.live)
  FROM (
    SELECT source_id, count(*) AS live FROM new_comments WHERE deleted_at IS NULL
    GROUP BY source_id
  ) inserted
  JOIN sources s ON s.source_id = inserted.source_id AND s.deleted_at IS NULL
  GROUP BY s.industry ORDER BY s.industry
  ON CONFLICT (industry) DO UPDATE
  SET live = t.live + excluded.live, unanalysed = t.unanalysed + excluded.unanalysed;
  RETURN NULL;
END $$;
