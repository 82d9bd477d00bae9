"use client";
// What to type, in the employee's language, for a field the form's zod schema
// refused (issue 28): zod's own words ("Invalid input: expected number,
// received NaN", "Too small: expected number to be >=20") never reach a
// screen. An issue's code and limits choose a sentence from messages/*.json
// ("validation"); the few messages our schemas word themselves (a pattern, a
// rule between fields) are translated by their English text, and one we do not
// know keeps the schema's words. Only zod's types are imported (see field-errors.ts).
import { useTranslations } from "next-intl";
import type { z } from "zod";

export type Issue = z.core.$ZodIssue;
export type DescribeIssue = (issue: Issue) => string;

/** Messages our schemas word themselves (lib/…/schemas.ts and others) → their key under "validation.own". */
const ownMessages = {
  "give a code": "giveCode",
  "give a name": "giveName",
  "Give the screen a name": "giveScreenName",
  "Letters, digits and dashes, at most 40": "reasonCode",
  "A colour is written #rrggbb": "colour",
  "Letters, digits, - and _ only": "codeCharacters",
  "letters, digits, dot, underscore and dash only": "usernameCharacters",
  "a PIN is 4 to 6 digits": "pin",
  "the printer's host must be a name or an IP address": "printerHost",
  "a barcode has only printable characters without spaces": "barcode",
  "must not hold control characters": "controlCharacters",
  "holds a broken character (an unpaired surrogate)": "brokenCharacter",
  "Done cannot also be a value it picks up": "doneNotPickedUp",
  "Started cannot also be a value it picks up": "startedNotPickedUp",
  "Started and done must differ": "startedNotDone",
  "On hold must differ from the other values": "onHoldDiffers",
  "change at least one field": "changeSomething",
  "an operator works in at least one department: tick one": "operatorDepartment",
} as const;
type OwnKey = (typeof ownMessages)[keyof typeof ownMessages];
const ownKeyOf = (message: string): OwnKey | undefined =>
  Object.hasOwn(ownMessages, message) ? ownMessages[message as keyof typeof ownMessages] : undefined;

const numeric = (value: number | bigint) => Number(value);

/** The sentence for one issue, from a translator of the "validation" messages. */
export function describeIssue(t: ReturnType<typeof useTranslations<"validation">>, issue: Issue): string {
  const own = ownKeyOf(issue.message);
  if (own) return t(`own.${own}`);
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return t("wholeNumber");
      // Nothing given (a select left at "Choose…"); NaN is a blank or a word in a number field.
      if (/received (undefined|null)$/.test(issue.message)) return t("fillIn");
      if (issue.expected === "number") return t("number");
      if (issue.expected === "array") return t("choose");
      return t("fillIn");
    case "too_small": {
      const min = numeric(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? t("fillIn") : t("minLength", { min });
      if (issue.origin === "array" || issue.origin === "set") return t("chooseAtLeast", { min });
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return issue.inclusive === false ? t("moreThan", { min }) : t("atLeast", { min });
      return t("fillIn");
    }
    case "too_big": {
      const max = numeric(issue.maximum);
      if (issue.origin === "string") return t("maxLength", { max });
      if (issue.origin === "array" || issue.origin === "set") return t("chooseAtMost", { max });
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return issue.inclusive === false ? t("lessThan", { max }) : t("atMost", { max });
      return t("maxLength", { max });
    }
    case "not_multiple_of":
      return t("wholeNumber");
    case "invalid_value":
    case "invalid_union":
      return t("choose");
    case "invalid_format":
      return t("format");
    default:
      return issue.message;
  }
}

/** The form's describer, in the signed-in employee's language. */
export function useDescribeIssue(): DescribeIssue {
  const t = useTranslations("validation");
  return (issue) => describeIssue(t, issue);
}
