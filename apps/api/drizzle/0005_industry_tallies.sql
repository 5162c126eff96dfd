CREATE TABLE "industry_comment_counts" (
	"industry" text PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"unanalysed" integer DEFAULT 0 NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	"corrections_same_tag" integer DEFAULT 0 NOT NULL,
	"corrections_same_emotion" integer DEFAULT 0 NOT NULL,
	"corrections_same_cluster" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_objection_counts" (
	"industry" text NOT NULL,
	"objection_tag" text NOT NULL,
	"comments" integer NOT NULL,
	CONSTRAINT "industry_objection_counts_industry_objection_tag_pk" PRIMARY KEY("industry","objection_tag")
);
--> statement-breakpoint
CREATE TABLE "industry_pain_clusters" (
	"industry" text NOT NULL,
	"label" text NOT NULL,
	"comments" integer NOT NULL,
	"real_score_sum" numeric NOT NULL,
	"real_scores" integer NOT NULL,
	"sentiment_sum" numeric NOT NULL,
	"sentiments" integer NOT NULL,
	CONSTRAINT "industry_pain_clusters_industry_label_pk" PRIMARY KEY("industry","label")
);
--> statement-breakpoint
CREATE TABLE "industry_root_causes" (
	"industry" text NOT NULL,
	"root_cause" text NOT NULL,
	"comments" integer NOT NULL,
	CONSTRAINT "industry_root_causes_industry_root_cause_pk" PRIMARY KEY("industry","root_cause")
);
--> statement-breakpoint
ALTER TABLE "industry_comment_counts" ADD CONSTRAINT "industry_comment_counts_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_objection_counts" ADD CONSTRAINT "industry_objection_counts_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_pain_clusters" ADD CONSTRAINT "industry_pain_clusters_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "industry_root_causes" ADD CONSTRAINT "industry_root_causes_industry_industries_name_fk" FOREIGN KEY ("industry") REFERENCES "public"."industries"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "comment_analysis_five_whys_idx" ON "comment_analysis" USING btree ("real_score" DESC NULLS LAST,"comment_id" DESC NULLS FIRST) WHERE btrim("comment_analysis"."why1") <> '' and btrim("comment_analysis"."why2") <> '' and btrim("comment_analysis"."why3") <> '' and btrim("comment_analysis"."why4") <> '' and btrim("comment_analysis"."why5") <> '';--> statement-breakpoint
CREATE INDEX "sources_external_ref_idx" ON "sources" USING btree ("external_ref") WHERE "sources"."external_ref" is not null;