DROP INDEX "comments_external_id_idx";--> statement-breakpoint
ALTER TABLE "scraper_runs" ALTER COLUMN "platform" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "dataset_id" text;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "url_hint" text;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD COLUMN "import_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_source_id_sources_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_platform_external_id_idx" ON "comments" USING btree ("platform","external_id") WHERE "comments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "scraper_runs_created_at_idx" ON "scraper_runs" USING btree ("created_at" DESC NULLS FIRST);