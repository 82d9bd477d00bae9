ALTER TABLE "app"."department_workflows" ADD COLUMN "name_nl" text;--> statement-breakpoint
UPDATE "app"."department_workflows" SET "name_nl" = CASE "department_code"
  WHEN 'CUT' THEN 'Snijden'
  WHEN 'SEW' THEN 'Naaien'
  WHEN 'ASM' THEN 'Montage'
  WHEN 'QC' THEN 'Kwaliteitscontrole'
  WHEN 'PACK' THEN 'Inpakken'
  WHEN 'DISP' THEN 'Verzending'
END WHERE "name_nl" IS NULL;
