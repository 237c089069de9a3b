CREATE TABLE "rental_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"id_proof_type" text NOT NULL,
	"occupation" text NOT NULL,
	"household_size" integer NOT NULL,
	"move_in_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_applications_household_check" CHECK ("rental_applications"."household_size" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"application_id" uuid,
	"tenant_id" uuid NOT NULL,
	"tenant_user_id" uuid,
	"landlord_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"monthly_rent_paise" bigint NOT NULL,
	"security_deposit_paise" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rent_due_day" integer NOT NULL,
	"notice_period_days" integer NOT NULL,
	"closing_reason" text,
	"ends_on" date,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_period_check" CHECK ("rentals"."end_date" > "rentals"."start_date"),
	CONSTRAINT "rentals_due_day_check" CHECK ("rentals"."rent_due_day" BETWEEN 1 AND 28),
	CONSTRAINT "rentals_money_check" CHECK ("rentals"."monthly_rent_paise" > 0 AND "rentals"."security_deposit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"application_id" uuid,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"occupation" text,
	"id_proof_type" text,
	"household_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_one_open_idx" ON "rental_applications" USING btree ("property_id","applicant_id") WHERE "rental_applications"."status" IN ('submitted', 'under-review');--> statement-breakpoint
CREATE INDEX "rental_applications_applicant_idx" ON "rental_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_applications_property_idx" ON "rental_applications" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_application_idx" ON "rentals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "rentals_property_idx" ON "rentals" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_tenant_user_idx" ON "rentals" USING btree ("tenant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tenants_user_idx" ON "tenants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_application_idx" ON "tenants" USING btree ("application_id");