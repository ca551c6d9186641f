CREATE TABLE "popup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_en" text,
	"kind" text NOT NULL,
	"body" text,
	"body_en" text,
	"image_id" integer,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"dismiss_days" integer NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_schedule_ck" CHECK ("popup"."ends_at" > "popup"."starts_at"),
	CONSTRAINT "popup_dismiss_days_ck" CHECK ("popup"."dismiss_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "popup" ADD CONSTRAINT "popup_image_id_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_ends_at_idx" ON "popup" USING btree ("ends_at");