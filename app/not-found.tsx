// What any page shows for something that does not exist (404): in the signed-in
// employee's language, with the way back home.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { getCurrentEmployee } from "@/lib/auth/current-employee";
import { defaultLocale, getTranslator } from "@/lib/i18n/messages";

export default async function NotFound() {
  const employee = await getCurrentEmployee();
  const t = getTranslator(employee?.locale ?? defaultLocale);
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-bold">{t("common.notFoundTitle")}</h1>
      <p className="mt-3 text-xl">{t("common.notFoundBody")}</p>
      <Link href="/" className={buttonClasses("primary", "mt-6")}>
        {t("common.goHome")}
      </Link>
    </main>
  );
}
