// The interface texts per language. No locale routing: the language is the
// signed-in employee's (English on anonymous pages such as /login).
import { createFormatter, createTranslator } from "next-intl";
import type { Locale } from "@/lib/base/roles";
import { formats } from "./formats";
import { timeZone } from "./workshop-clock";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";

export type Messages = typeof en;

// nl.json must have every key of en.json (checked by messages.test.ts).
const messagesByLocale: Record<Locale, Messages> = { en, nl };

export const defaultLocale: Locale = "en";
/** The workshop's zone (lib/i18n/workshop-clock.ts), so dates render the same on the server and the tablet. */
export { timeZone };

export function messagesFor(locale: Locale): Messages {
  return messagesByLocale[locale];
}

/** A translator for server components (next-intl runs without its request config plugin here). */
export function getTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale), timeZone, formats });
}

/** Dates and numbers for server components, with the named formats of formats.ts. */
export function getFormatter(locale: Locale) {
  return createFormatter({ locale, timeZone, formats });
}
