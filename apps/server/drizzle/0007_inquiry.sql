CREATE TABLE "inquiry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"secret" boolean DEFAULT true NOT NULL,
	"product_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_status_valid" CHECK ("inquiry"."status" in ('received', 'answered')),
	CONSTRAINT "inquiry_contact_given" CHECK ("inquiry"."email" is not null or "inquiry"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_answered_by_member_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_created_idx" ON "inquiry" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_status_created_idx" ON "inquiry" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_product_created_idx" ON "inquiry" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_search_trgm_idx" ON "inquiry" USING gin (lower("title" || ' ' || "author_name" || ' ' || "content" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);