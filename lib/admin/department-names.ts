// A department's Dutch name, set in the department's own Edit form: kept in
// its workflow row beside what it picks up and sets (lib/workflow/store.ts).
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";

export const departmentNameNlBody = z.object({
  /** Blank: none (the upstream's English name shows). */
  nameNl: singleLineText({ message: "Enter the Dutch name" })
    .trim()
    .max(60, "At most 60 characters")
    .transform((name) => name || null),
});
