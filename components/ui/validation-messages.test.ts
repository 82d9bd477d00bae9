// Issue 28, item 14: a refused admin field says what to type, in English and
// Dutch, with the field's limits, never zod's own words.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";
import { fieldErrorsOf } from "./field-errors";
import { describeIssue } from "./validation-messages";

const schema = z.object({
  deliveryTime: z.number().int().min(0).max(365),
  width: z.number().int().min(20),
  code: z.string().trim().min(1, "give a code").max(32),
  kind: z.number().int(),
  roles: z.array(z.string()).min(1),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, "A colour is written #rrggbb"),
  name: z.string().min(3),
});

const errorsIn = (messages: typeof en, input: unknown) => {
  const t = createTranslator({ locale: "en", messages, namespace: "validation" });
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return fieldErrorsOf(parsed.error, (issue) => describeIssue(t, issue));
};

const bad = {
  deliveryTime: Number.NaN,
  width: 5,
  code: "",
  kind: undefined,
  roles: [],
  colour: "red",
  name: "ab",
};

describe("describeIssue", () => {
  it("says what to type with the field's limits, in English", () => {
    expect(errorsIn(en, bad)).toEqual({
      deliveryTime: "Type a number.",
      width: "Type a number of 20 or more.",
      code: "Give a code.",
      kind: "Fill this in.",
      roles: "Choose at least 1.",
      colour: "Write a colour as #rrggbb, like #1f9d55.",
      name: "Type at least 3 characters.",
    });
    expect(errorsIn(en, { ...bad, deliveryTime: 400, width: 20.5, code: "x".repeat(40) })).toMatchObject({
      deliveryTime: "Type a number of 365 or less.",
      width: "Type a whole number, without a decimal point.",
      code: "Type at most 32 characters.",
    });
  });

  it("says it in Dutch for a Dutch employee, and never in zod's words", () => {
    const errors = errorsIn(nl, bad);
    expect(errors).toMatchObject({
      deliveryTime: "Typ een getal.",
      width: "Typ een getal van 20 of meer.",
      code: "Geef een code.",
      kind: "Vul dit in.",
      name: "Typ minstens 3 tekens.",
    });
    for (const message of Object.values(errors)) expect(message).not.toMatch(/Invalid|Too small|expected/);
  });
});
