CREATE TABLE "property_merge_sources" (
	"operation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"property_reference" text NOT NULL,
	"contribution" double precision NOT NULL,
	"area" double precision NOT NULL,
	"area_unit" text NOT NULL,
	"previous_owner" text,
	CONSTRAINT "property_merge_sources_operation_id_position_pk" PRIMARY KEY("operation_id","position")
);
--> statement-breakpoint
CREATE TABLE "property_merges" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"result_id" uuid NOT NULL,
	"result_reference" text NOT NULL,
	"target_property_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_operation_locks" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"operation_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"remarks" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_split_parts" (
	"operation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"property_reference" text NOT NULL,
	"name" text NOT NULL,
	"portion" double precision NOT NULL,
	"area" double precision NOT NULL,
	"area_unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boundary" "geography_polygon" NOT NULL,
	CONSTRAINT "property_split_parts_operation_id_position_pk" PRIMARY KEY("operation_id","position")
);
--> statement-breakpoint
CREATE TABLE "property_splits" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"parent_reference" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_merge_sources" ADD CONSTRAINT "property_merge_sources_operation_id_property_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."property_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_merges" ADD CONSTRAINT "property_merges_operation_id_property_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."property_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_operation_locks" ADD CONSTRAINT "property_operation_locks_operation_id_property_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."property_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_operations" ADD CONSTRAINT "property_operations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_operations" ADD CONSTRAINT "property_operations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_split_parts" ADD CONSTRAINT "property_split_parts_operation_id_property_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."property_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_splits" ADD CONSTRAINT "property_splits_operation_id_property_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."property_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_merge_sources_property_idx" ON "property_merge_sources" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_merges_result_idx" ON "property_merges" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "property_operation_locks_operation_idx" ON "property_operation_locks" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "property_operations_pending_idx" ON "property_operations" USING btree ("created_at") WHERE approval_status = 'pending';--> statement-breakpoint
CREATE INDEX "property_split_parts_property_idx" ON "property_split_parts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_splits_parent_idx" ON "property_splits" USING btree ("parent_id");