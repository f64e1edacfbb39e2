-- A signed note moves the stock (docs/DECISIONS.md "Hire"): each movement it leaves names the
-- note, so a correction finds what the notes it corrects moved, and the log links the docket.
-- Movements of moves keep note_id null; the yard's end of a note's movement is a null site.
ALTER TABLE "stock_movements" ADD COLUMN "note_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_note_id_hire_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."hire_notes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "stock_movements_note" ON "stock_movements" USING btree ("note_id");
