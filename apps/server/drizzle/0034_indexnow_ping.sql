CREATE TABLE "indexnow_ping" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url_count" integer NOT NULL,
	"urls" text[] NOT NULL,
	"status" smallint,
	"outcome" text NOT NULL,
	"detail" text
);
