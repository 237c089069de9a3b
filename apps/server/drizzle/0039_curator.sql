CREATE TABLE "dealer_featured_listings" (
	"dealer_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_featured_listings_dealer_id_property_id_pk" PRIMARY KEY("dealer_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_listing_notes" (
	"dealer_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dealer_listing_notes_dealer_id_property_id_pk" PRIMARY KEY("dealer_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "representation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	CONSTRAINT "representation_requests_status_check" CHECK ("representation_requests"."status" IN ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" IN ('admin', 'agent', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
ALTER TABLE "dealer_featured_listings" ADD CONSTRAINT "dealer_featured_listings_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_featured_listings" ADD CONSTRAINT "dealer_featured_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_listing_notes" ADD CONSTRAINT "dealer_listing_notes_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_listing_notes" ADD CONSTRAINT "dealer_listing_notes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_listing_notes" ADD CONSTRAINT "dealer_listing_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_featured_listings_property_idx" ON "dealer_featured_listings" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "representation_requests_pending_idx" ON "representation_requests" USING btree ("property_id","dealer_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "representation_requests_dealer_idx" ON "representation_requests" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "representation_requests_property_idx" ON "representation_requests" USING btree ("property_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");