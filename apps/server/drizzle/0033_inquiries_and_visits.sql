CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share_phone" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"from_asker" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"host_id" uuid,
	"mode" text DEFAULT 'in-person' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposed_by" text DEFAULT 'visitor' NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"reminder_day_sent_at" timestamp with time zone,
	"reminder_hour_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_open_per_user_idx" ON "inquiries" USING btree ("property_id","user_id") WHERE "inquiries"."status" IN ('new', 'contacted', 'qualified');--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_property_idx" ON "inquiries" USING btree ("property_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_open_per_visitor_idx" ON "site_visits" USING btree ("property_id","visitor_id") WHERE "site_visits"."status" IN ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "site_visits_property_slot_idx" ON "site_visits" USING btree ("property_id","slot_start");--> statement-breakpoint
CREATE INDEX "site_visits_visitor_idx" ON "site_visits" USING btree ("visitor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_visits_confirmed_slot_idx" ON "site_visits" USING btree ("slot_start") WHERE "site_visits"."status" = 'confirmed';