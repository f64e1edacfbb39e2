CREATE TABLE "allocations" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"subarea_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_systems" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"scaffold_id" integer NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"stored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_endpoint_key_pk" PRIMARY KEY("user_id","endpoint","key")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"history_order" bigint NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"scaffold_id" integer
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"catalogue" jsonb,
	"quantity" integer NOT NULL,
	"weight" double precision,
	"weight_in_kg" double precision,
	"financial_metrics" jsonb NOT NULL,
	"last_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"blob_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"caller" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_bucket_caller_window_start_pk" PRIMARY KEY("bucket","caller","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"successor_sealed" text
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"human_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text NOT NULL,
	"comments" text NOT NULL,
	"plan_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scaffolds" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"tag_number" text NOT NULL,
	"sublocation_id" integer,
	"subarea_id" integer,
	"description" text NOT NULL,
	"system" text NOT NULL,
	"height_m" double precision NOT NULL,
	"lifts" integer NOT NULL,
	"load_class" integer NOT NULL,
	"permitted_use" text NOT NULL,
	"limitations" text NOT NULL,
	"life" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handover_id" integer,
	"adverse_weather_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"signed_by" text
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"client_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"city" text,
	"state" text,
	"start_date" date,
	"end_date" date,
	"expected_end_date" date,
	"status_code" text NOT NULL,
	"status_name" text NOT NULL,
	"manager_first_name" text,
	"manager_last_name" text,
	"last_inspection_date" timestamp with time zone,
	"inspection_due" timestamp with time zone,
	"next_inspection_date" timestamp with time zone,
	"items" integer,
	"changed_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	"from_site_id" integer,
	"to_site_id" integer,
	"item_name" text NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subareas" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sublocation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"items" integer
);
--> statement-breakpoint
CREATE TABLE "sublocations" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"code_sealed" text NOT NULL,
	"scaffold_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tag_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"scaffold_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_subarea_id_subareas_id_fk" FOREIGN KEY ("subarea_id") REFERENCES "public"."subareas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_scaffold_id_scaffolds_id_fk" FOREIGN KEY ("scaffold_id") REFERENCES "public"."scaffolds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_blob_hash_blobs_hash_fk" FOREIGN KEY ("blob_hash") REFERENCES "public"."blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scaffolds" ADD CONSTRAINT "scaffolds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scaffolds" ADD CONSTRAINT "scaffolds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subareas" ADD CONSTRAINT "subareas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subareas" ADD CONSTRAINT "subareas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subareas" ADD CONSTRAINT "subareas_sublocation_id_sublocations_id_fk" FOREIGN KEY ("sublocation_id") REFERENCES "public"."sublocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_codes" ADD CONSTRAINT "tag_codes_scaffold_id_scaffolds_id_fk" FOREIGN KEY ("scaffold_id") REFERENCES "public"."scaffolds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_codes" ADD CONSTRAINT "tag_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_scans" ADD CONSTRAINT "tag_scans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocations_item" ON "allocations" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "allocations_subarea" ON "allocations" USING btree ("subarea_id");--> statement-breakpoint
CREATE INDEX "clients_customer" ON "clients" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "handovers_scaffold" ON "handovers" USING btree ("scaffold_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_stored" ON "idempotency_keys" USING btree ("stored_at");--> statement-breakpoint
CREATE INDEX "inspections_site" ON "inspections" USING btree ("site_id","history_order");--> statement-breakpoint
CREATE INDEX "inventory_items_site" ON "inventory_items" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "inventory_items_customer" ON "inventory_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "media_customer" ON "media" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scaffolds_tag_number" ON "scaffolds" USING btree ("customer_id","tag_number");--> statement-breakpoint
CREATE INDEX "scaffolds_site" ON "scaffolds" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_links_token" ON "signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_links_document" ON "signing_links" USING btree ("customer_id","document_kind","document_id");--> statement-breakpoint
CREATE INDEX "sites_customer" ON "sites" USING btree ("customer_id","client_id","position");--> statement-breakpoint
CREATE INDEX "sites_changed" ON "sites" USING btree ("customer_id","changed_version");--> statement-breakpoint
CREATE INDEX "stock_movements_customer" ON "stock_movements" USING btree ("customer_id","moved_at","id");--> statement-breakpoint
CREATE INDEX "subareas_sublocation" ON "subareas" USING btree ("sublocation_id","position");--> statement-breakpoint
CREATE INDEX "sublocations_site" ON "sublocations" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "tag_codes_scaffold" ON "tag_codes" USING btree ("scaffold_id");--> statement-breakpoint
CREATE INDEX "tag_scans_customer" ON "tag_scans" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "tag_scans_scaffold" ON "tag_scans" USING btree ("scaffold_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");