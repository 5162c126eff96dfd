CREATE TABLE "apify_accounts" (
	"workspace_id" integer PRIMARY KEY DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"token_sealed" text NOT NULL,
	"username" text NOT NULL,
	"connected_by" integer,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apify_accounts" ADD CONSTRAINT "apify_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apify_accounts" ADD CONSTRAINT "apify_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "apify_accounts" TO replica_app;--> statement-breakpoint
ALTER TABLE "apify_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "apify_accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "apify_accounts_workspace" ON "apify_accounts" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);
