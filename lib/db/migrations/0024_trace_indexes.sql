-- Lot tracing (lib/trace, docs/traceability.md): a lot's rolls and the entries
-- that keep it, and the cuts of a line (a cut event's detail names the line;
-- the cutter's "cuts so far" reads them by line too).
CREATE INDEX "material_lots_lot_idx" ON "app"."material_lots" USING btree ("lot","ean_code");
--> statement-breakpoint
CREATE INDEX "rolls_lot_idx" ON "app"."rolls" USING btree ("lot","material_code");
--> statement-breakpoint
CREATE INDEX "roll_events_line_idx" ON "app"."roll_events" USING btree ((("detail"->>'productionPolygonId')::int));
