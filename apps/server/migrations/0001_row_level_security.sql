-- Row-level security: the second wall between customers. Requests run as the role
-- scaffold_customer with `scaffold.customer_id` (and `scaffold.user_id`) set for their
-- transaction (src/db/scope.ts); these policies let that role see and change only the rows of
-- that customer, so a query that forgets its `where customer_id = …` returns nothing of another
-- customer's. The owner (the role that runs the migrations) keeps full access, for the calls
-- that come before a customer is known: signing in, tokens, rate limits, public tag and
-- signing-link look-ups (each reads one row by a secret's hash, then scopes itself).
--
-- Roles belong to the whole PostgreSQL cluster: the role is made only if missing, and the user
-- that runs the migrations needs CREATEROLE once (or a DBA makes the role and grants it).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'scaffold_customer') THEN
    CREATE ROLE scaffold_customer NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT scaffold_customer TO CURRENT_USER;
--> statement-breakpoint
CREATE FUNCTION scaffold_scope_customer() RETURNS integer LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('scaffold.customer_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION scaffold_scope_user() RETURNS integer LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('scaffold.user_id', true), '')::integer $$;
--> statement-breakpoint
DO $$
DECLARE
  scoped text[] := ARRAY['clients', 'sites', 'sublocations', 'subareas', 'inventory_items',
    'allocations', 'inspections', 'media', 'stock_movements', 'scaffolds', 'tag_codes',
    'handovers', 'signing_links', 'tag_scans'];
  name text;
BEGIN
  FOREACH name IN ARRAY scoped LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY customer_isolation ON %I TO scaffold_customer USING (customer_id = scaffold_scope_customer()) WITH CHECK (customer_id = scaffold_scope_customer())',
      name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO scaffold_customer', name);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_isolation ON customers TO scaffold_customer
  USING (id = scaffold_scope_customer()) WITH CHECK (id = scaffold_scope_customer());
--> statement-breakpoint
GRANT SELECT, UPDATE ON customers TO scaffold_customer;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_isolation ON users TO scaffold_customer
  USING (customer_id = scaffold_scope_customer());
--> statement-breakpoint
GRANT SELECT (id, customer_id, email, first_name, last_name, role) ON users TO scaffold_customer;
--> statement-breakpoint
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY own_keys ON idempotency_keys TO scaffold_customer
  USING (user_id = scaffold_scope_user()) WITH CHECK (user_id = scaffold_scope_user());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO scaffold_customer;
--> statement-breakpoint
GRANT SELECT, INSERT ON blobs TO scaffold_customer;
--> statement-breakpoint
GRANT SELECT ON component_systems TO scaffold_customer;
--> statement-breakpoint
-- Ids made at run time start above every seeded id (the sample's ids stay below 2,000,000).
CREATE SEQUENCE inspection_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE signature_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE allocation_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE inventory_item_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE movement_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE media_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE scaffold_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE handover_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE signing_link_ids START WITH 2000001;
--> statement-breakpoint
CREATE SEQUENCE registration_numbers START WITH 101;
--> statement-breakpoint
CREATE SEQUENCE inspection_history_order START WITH 1000000000;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO scaffold_customer;
