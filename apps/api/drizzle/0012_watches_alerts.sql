CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"kind" text NOT NULL,
	"industry" text,
	"objection_tag" text,
	"week" text,
	"watch_id" integer,
	"subject" text NOT NULL,
	"email_state" text DEFAULT 'off' NOT NULL,
	"webhook_state" text DEFAULT 'off' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('rising', 'watch-paused'))
);
--> statement-breakpoint
CREATE TABLE "watch_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"watch_id" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"apify_run_id" text,
	"imported" integer DEFAULT 0 NOT NULL,
	"analyzed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "watch_runs_once_key" UNIQUE("watch_id","scheduled_for"),
	CONSTRAINT "watch_runs_state_check" CHECK ("watch_runs"."state" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"name" text NOT NULL,
	"actor_id" text,
	"task_id" text,
	"input_json" text,
	"platform" text NOT NULL,
	"industry" text NOT NULL,
	"url_hint" text,
	"frequency" text NOT NULL,
	"weekday" integer,
	"hour" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "watches_frequency_check" CHECK ("watches"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "watches_state_check" CHECK ("watches"."state" in ('active', 'paused')),
	CONSTRAINT "watches_hour_check" CHECK ("watches"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "alert_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "alert_webhook_url" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "alert_on_rising" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "alert_on_watch_paused" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_runs" ADD CONSTRAINT "watch_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_runs" ADD CONSTRAINT "watch_runs_watch_fk" FOREIGN KEY ("workspace_id","watch_id") REFERENCES "public"."watches"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_industry_fk" FOREIGN KEY ("workspace_id","industry") REFERENCES "public"."industries"("workspace_id","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_rising_once_idx" ON "alerts" USING btree ("workspace_id","industry","objection_tag","week") WHERE "alerts"."kind" = 'rising';--> statement-breakpoint
CREATE INDEX "alerts_recent_idx" ON "alerts" USING btree ("workspace_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "watch_runs_recent_idx" ON "watch_runs" USING btree ("watch_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "watches_due_idx" ON "watches" USING btree ("next_run_at") WHERE "watches"."state" = 'active';--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "watches" TO replica_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "watches_id_seq" TO replica_app;--> statement-breakpoint
ALTER TABLE "watches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "watches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "watches_workspace" ON "watches" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "watch_runs" TO replica_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "watch_runs_id_seq" TO replica_app;--> statement-breakpoint
ALTER TABLE "watch_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "watch_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "watch_runs_workspace" ON "watch_runs" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "alerts" TO replica_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "alerts_id_seq" TO replica_app;--> statement-breakpoint
ALTER TABLE "alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alerts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "alerts_workspace" ON "alerts" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);