CREATE TABLE "ai_request_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_chunks" (
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "job_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "job_claims" (
	"message_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"worker_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"kind" text NOT NULL,
	"industry" text,
	"subject" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"max_ai_comments" integer,
	"ai_reserved" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"by_model" integer DEFAULT 0 NOT NULL,
	"by_rules" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"chunks_total" integer DEFAULT 0 NOT NULL,
	"chunks_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "job_chunks" ADD CONSTRAINT "job_chunks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_chunks" ADD CONSTRAINT "job_chunks_job_fk" FOREIGN KEY ("workspace_id","job_id") REFERENCES "public"."jobs"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_idx" ON "jobs" USING btree ("workspace_id","kind",coalesce("industry", ''),coalesce("subject", '')) WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_workspace_recent_idx" ON "jobs" USING btree ("workspace_id","id" DESC NULLS FIRST);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "jobs" TO replica_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "jobs_id_seq" TO replica_app;--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "jobs_workspace" ON "jobs" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "job_chunks" TO replica_app;--> statement-breakpoint
ALTER TABLE "job_chunks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_chunks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "job_chunks_workspace" ON "job_chunks" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);
