CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_analysis" (
	"comment_id" bigint PRIMARY KEY NOT NULL,
	"objection_tag" text DEFAULT 'otro' NOT NULL,
	"emotion" text,
	"sentiment" real,
	"pain_cluster_label" text,
	"why1" text,
	"why2" text,
	"why3" text,
	"why4" text,
	"why5" text,
	"root_cause" text,
	"real_score" real,
	"method" text NOT NULL,
	"model" text,
	"fallback_reason" text,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_analysis_sentiment_range" CHECK ("comment_analysis"."sentiment" between -1 and 1),
	CONSTRAINT "comment_analysis_real_score_range" CHECK ("comment_analysis"."real_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_id" bigserial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"author" text,
	"text" text NOT NULL,
	"normalized_text" text NOT NULL,
	"platform" text,
	"published_at" timestamp with time zone,
	"external_id" text,
	"likes" integer,
	"replies" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"idea_id" serial PRIMARY KEY NOT NULL,
	"industry" text NOT NULL,
	"idea_type" text NOT NULL,
	"hook" text NOT NULL,
	"angle" text NOT NULL,
	"script_outline" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'NUEVO' NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"years" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_clients_nonnegative" CHECK ("industries"."clients" >= 0),
	CONSTRAINT "industries_years_nonnegative" CHECK ("industries"."years" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scraper_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"apify_run_id" text,
	"actor_id" text,
	"task_id" text,
	"platform" text NOT NULL,
	"industry" text NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"analyzed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scraper_runs_apify_run_id_unique" UNIQUE("apify_run_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"source_id" serial PRIMARY KEY NOT NULL,
	"industry" text NOT NULL,
	"kind" text NOT NULL,
	"platform" text,
	"external_ref" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sources_kind" CHECK ("sources"."kind" in ('manual', 'file', 'bulk', 'scraper'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_analysis" ADD CONSTRAINT "comment_analysis_comment_id_comments_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_source_id_sources_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_source_id_sources_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scraper_runs" ADD CONSTRAINT "scraper_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_live_source_page_idx" ON "comments" USING btree ("source_id","created_at" DESC NULLS FIRST,"comment_id" DESC NULLS FIRST) WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_live_created_at_idx" ON "comments" USING btree ("created_at") WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_normalized_text_idx" ON "comments" USING hash ("normalized_text");--> statement-breakpoint
CREATE INDEX "comments_external_id_idx" ON "comments" USING btree ("platform","external_id") WHERE "comments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "ideas_live_industry_idx" ON "ideas" USING btree ("industry","created_at" DESC NULLS FIRST) WHERE "ideas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sources_live_industry_idx" ON "sources" USING btree ("industry") WHERE "sources"."deleted_at" is null;