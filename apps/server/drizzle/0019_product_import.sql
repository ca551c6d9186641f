-- Product imports (issue 15, decision 16): background jobs whose progress any instance can
-- read, and each applied row's outcome for the downloadable report.
CREATE TABLE "product_import" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_import_status_valid" CHECK ("product_import"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "product_import_row" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"action" text NOT NULL,
	"product_id" integer,
	"code" text,
	"name" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_import_row_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_row" ADD CONSTRAINT "product_import_row_import_id_product_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_running_idx" ON "product_import" USING btree ("updated_at") WHERE status = 'running';