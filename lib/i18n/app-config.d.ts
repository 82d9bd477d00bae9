// Typed message keys for useTranslations / createTranslator.
import type { Locale } from "@/lib/auth/roles";
import type { Messages } from "./messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
