CREATE TABLE "alert_recipients" (
	"workspace_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "alert_recipients_workspace_id_email_pk" PRIMARY KEY("workspace_id","email"),
	CONSTRAINT "alert_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "alert_recipients_email_lowercase" CHECK ("alert_recipients"."email" = lower("alert_recipients"."email"))
);
--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;