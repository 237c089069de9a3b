CREATE TABLE "property_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"path" text NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"verification_reason" text,
	"expiry_date" timestamp with time zone,
	"issue_date" timestamp with time zone,
	"issuing_authority" text,
	"document_number" text,
	"notes" text,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"expiry_status" text DEFAULT 'none' NOT NULL,
	"expiry_checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id","category","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_documents_path_idx" ON "property_documents" USING btree ("path");--> statement-breakpoint
CREATE INDEX "property_documents_archive_idx" ON "property_documents" USING btree ("uploaded_at") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "property_documents_expiry_idx" ON "property_documents" USING btree ("expiry_date") WHERE expiry_date IS NOT NULL;