CREATE TABLE "actor_field_maps" (
	"workspace_id" integer DEFAULT nullif(current_setting('app.workspace_id', true), '')::integer NOT NULL,
	"actor" text NOT NULL,
	"text_field" text NOT NULL,
	"author_field" text,
	"date_field" text,
	"id_field" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actor_field_maps_workspace_id_actor_pk" PRIMARY KEY("workspace_id","actor")
);
--> statement-breakpoint
ALTER TABLE "actor_field_maps" ADD CONSTRAINT "actor_field_maps_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_field_maps" ADD CONSTRAINT "actor_field_maps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "actor_field_maps" TO replica_app;--> statement-breakpoint
ALTER TABLE "actor_field_maps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "actor_field_maps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "actor_field_maps_workspace" ON "actor_field_maps" USING ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer) WITH CHECK ("workspace_id" = nullif(current_setting('app.workspace_id', true), '')::integer);
