CREATE TABLE "board" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"posts_per_page" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_kind_valid" CHECK ("board"."kind" in ('list', 'gallery')),
	CONSTRAINT "board_posts_per_page_range" CHECK ("board"."posts_per_page" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"search_text" text NOT NULL,
	"thumbnail_url" text,
	"author_name" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_view_count_positive" CHECK ("post"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"mime" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"cta_label" text,
	"cta_href" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "page_revision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text NOT NULL,
	"image_url" text,
	"cta_label" text,
	"cta_href" text,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post" ADD CONSTRAINT "post_board_id_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post" ADD CONSTRAINT "post_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachment" ADD CONSTRAINT "post_attachment_post_id_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachment" ADD CONSTRAINT "post_attachment_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_updated_by_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revision" ADD CONSTRAINT "page_revision_slug_page_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."page"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revision" ADD CONSTRAINT "page_revision_saved_by_member_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_slug_uq" ON "board" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "board_sort_idx" ON "board" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "post_board_list_idx" ON "post" USING btree ("board_id","published","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_board_admin_idx" ON "post" USING btree ("board_id","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_search_trgm_idx" ON "post" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "post_created_by_idx" ON "post" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "post_attachment_storage_key_uq" ON "post_attachment" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "post_attachment_post_idx" ON "post_attachment" USING btree ("post_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "post_attachment_orphan_idx" ON "post_attachment" USING btree ("created_at") WHERE "post_attachment"."post_id" is null;--> statement-breakpoint
CREATE INDEX "post_attachment_created_by_idx" ON "post_attachment" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "page_revision_slug_idx" ON "page_revision" USING btree ("slug","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_revision_saved_by_idx" ON "page_revision" USING btree ("saved_by");