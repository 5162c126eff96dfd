ALTER TABLE "comment_analysis" ADD COLUMN "corrected_by" integer;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD COLUMN "rules_objection_tag" text;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD COLUMN "rules_emotion" text;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD COLUMN "rules_pain_cluster_label" text;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_analysis_manual_idx" ON "comment_analysis" USING btree ("comment_id") WHERE "comment_analysis"."method" = 'manual';