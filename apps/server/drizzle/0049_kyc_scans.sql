CREATE TABLE "kyc_scans" (
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_scans_user_id_side_pk" PRIMARY KEY("user_id","side"),
	CONSTRAINT "kyc_scans_id_unique" UNIQUE("id"),
	CONSTRAINT "kyc_scans_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "kyc_scans" ADD CONSTRAINT "kyc_scans_user_id_kyc_submissions_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."kyc_submissions"("user_id") ON DELETE cascade ON UPDATE no action;