// What a screen shows to an employee whose roles do not open it (403).
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { buttonClasses } from "@/components/ui/button";
import { ScreenLink } from "./screen-link";

export function Forbidden({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <section className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("common.forbiddenTitle")}</h1>
      <p className="mt-3 text-xl">{t("common.forbiddenBody")}</p>
      <ScreenLink href="/" className={buttonClasses("primary", "mt-6")}>
        {t("common.goHome")}
      </ScreenLink>
    </section>
  );
}
