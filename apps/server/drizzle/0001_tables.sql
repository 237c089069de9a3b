CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"doc" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"status" text NOT NULL,
	"listing_type" text DEFAULT 'sale' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"locality" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"area_sqft" double precision DEFAULT 0 NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_id" uuid,
	"dealer_id" uuid,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"boundary" "geography_polygon",
	"centroid" "geography_point",
	CONSTRAINT "properties_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share" double precision DEFAULT 100 NOT NULL,
	"ownership_type" text DEFAULT 'freehold' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owners_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"phone_number" text,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"is_dealer" boolean DEFAULT false NOT NULL,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"kyc_status" text DEFAULT 'not-started' NOT NULL,
	"segment" text,
	"country" text DEFAULT 'India' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uid_unique" UNIQUE("uid"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_property_idx" ON "analytics_events" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "properties_status_area_idx" ON "properties" USING btree ("status","area_sqft","id");--> statement-breakpoint
CREATE INDEX "properties_status_score_idx" ON "properties" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "properties_status_views_idx" ON "properties" USING btree ("status","views","id");--> statement-breakpoint
CREATE INDEX "properties_status_type_created_idx" ON "properties" USING btree ("status","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_city_created_idx" ON "properties" USING btree ("status",lower("city"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_city_type_price_idx" ON "properties" USING btree ("status",lower("city"),"type","price");--> statement-breakpoint
CREATE INDEX "properties_status_state_created_idx" ON "properties" USING btree ("status",lower("state"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "properties_dealer_idx" ON "properties" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "properties_boundary_idx" ON "properties" USING gist ("boundary");--> statement-breakpoint
CREATE INDEX "properties_centroid_idx" ON "properties" USING gist ("centroid");--> statement-breakpoint
CREATE INDEX "property_owners_user_idx" ON "property_owners" USING btree ("user_id");