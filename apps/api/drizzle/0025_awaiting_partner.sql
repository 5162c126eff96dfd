-- A comment put in its objection's usual pain only because no other comment yet said what it
-- says: the next analysis of its industry clusters it again with the new comments. Existing
-- analyses start as not waiting; 'Recalcular' marks the ones that are.
ALTER TABLE "comment_analysis" ADD COLUMN "awaits_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "comment_analysis_awaiting_idx" ON "comment_analysis" USING btree ("comment_id") WHERE "comment_analysis"."awaits_partner";