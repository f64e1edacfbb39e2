-- Hire: signed delivery and collection notes and off-hires (docs/DECISIONS.md "Hire"). A note
-- is kept as the API sends it (pictures by bare media URL, the images in the media store); only
-- corrected_by ever changes. Numbers are per customer and kind, taken under the customer's row
-- lock, so concurrent writes leave no gaps and never share one.
CREATE TABLE "hire_notes" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"site_id" integer NOT NULL,
	"from_site_id" integer,
	"noted_at" timestamp with time zone NOT NULL,
	"corrected_by" integer,
	"record" jsonb NOT NULL,
	CONSTRAINT "hire_notes_kind" CHECK ("kind" IN ('delivery', 'collection')),
	CONSTRAINT "hire_notes_number_positive" CHECK ("number" > 0)
);
--> statement-breakpoint
CREATE TABLE "off_hires" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hire_notes" ADD CONSTRAINT "hire_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_notes" ADD CONSTRAINT "hire_notes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_notes" ADD CONSTRAINT "hire_notes_from_site_id_sites_id_fk" FOREIGN KEY ("from_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_hires" ADD CONSTRAINT "off_hires_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_hires" ADD CONSTRAINT "off_hires_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hire_notes_number" ON "hire_notes" USING btree ("customer_id","kind","number");--> statement-breakpoint
CREATE INDEX "hire_notes_site" ON "hire_notes" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "hire_notes_from_site" ON "hire_notes" USING btree ("from_site_id");--> statement-breakpoint
CREATE INDEX "off_hires_customer" ON "off_hires" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "off_hires_site" ON "off_hires" USING btree ("site_id");--> statement-breakpoint
CREATE SEQUENCE hire_note_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE off_hire_ids START WITH 2000001;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE hire_note_ids, off_hire_ids TO scaffold_customer;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['hire_notes', 'off_hires'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY customer_isolation ON %I TO scaffold_customer USING (customer_id = scaffold_scope_customer()) WITH CHECK (customer_id = scaffold_scope_customer())',
      name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO scaffold_customer', name);
  END LOOP;
END
$$;
