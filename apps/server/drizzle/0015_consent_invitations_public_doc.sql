-- Invitations of people named as owners or dealers (consent before anyone is named), and the
-- public view of each document (owners as "Owner", no user ids) kept by PostgreSQL for the public answers.
CREATE TABLE "property_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"role" text NOT NULL,
	"share" double precision,
	"ownership_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_doc_json" json GENERATED ALWAYS AS ((jsonb_set(doc, '{metadata}', coalesce(doc -> 'metadata', '{}'::jsonb) - 'createdBy' - 'updatedBy' - 'listedBy') || CASE WHEN jsonb_typeof(doc #> '{dealerInfo,currentDealer}') = 'object' THEN '{"ownership":{"isPrivate":true,"label":"Owner","verified":false},"dealerInfo":{"isPrivate":true,"hasDealer":true}}'::jsonb ELSE '{"ownership":{"isPrivate":true,"label":"Owner","verified":false},"dealerInfo":{"isPrivate":true,"hasDealer":false}}'::jsonb END)::json) STORED;--> statement-breakpoint
ALTER TABLE "property_invitations" ADD CONSTRAINT "property_invitations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_invitations" ADD CONSTRAINT "property_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_invitations_pending_idx" ON "property_invitations" USING btree ("property_id","invitee_id","role") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "property_invitations_invitee_idx" ON "property_invitations" USING btree ("invitee_id","created_at") WHERE status = 'pending';