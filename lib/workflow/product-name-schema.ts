// A product type's Dutch name as the admin form and its route check it (no
// database here: the admin screen imports it).
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";

export const productNameBody = z.object({
  /** The product type as orders name it ("Double pleat curtain"). */
  nameEn: singleLineText({ message: "Enter the product type as orders name it" })
    .trim()
    .min(1, "Enter the product type as orders name it")
    .max(120, "At most 120 characters"),
  /** Its Dutch name; blank removes it (the English name shows again). */
  nameNl: singleLineText({ message: "Enter the Dutch name" }).trim().max(120, "At most 120 characters"),
});
export type ProductName = { nameEn: string; nameNl: string };
