CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"summary" text,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"place_id" integer,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (product_search_text(name, summary, specs)) STORED NOT NULL,
	"search_grams" text[] COLLATE "C" GENERATED ALWAYS AS (search_grams(product_search_text(name, summary, specs))) STORED NOT NULL,
	CONSTRAINT "product_status_valid" CHECK ("product"."status" in ('draft', 'published')),
	CONSTRAINT "product_specs_array" CHECK (jsonb_typeof("product"."specs") = 'array')
);
--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "product_pub_newest_idx" ON "product" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_name_idx" ON "product" USING btree ("name","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_popular_idx" ON "product" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_category_idx" ON "product" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_place_idx" ON "product" USING btree ("place_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_featured_idx" ON "product" USING btree ("sort_order","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and featured;--> statement-breakpoint
CREATE INDEX "product_updated_at_idx" ON "product" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "product_created_at_idx" ON "product" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_name_idx" ON "product" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_status_idx" ON "product" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_featured_idx" ON "product" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "product_sort_order_idx" ON "product" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "product_view_count_idx" ON "product" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "product_place_idx" ON "product" USING btree ("place_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "product_image_ids_idx" ON "product" USING gin ("image_ids");