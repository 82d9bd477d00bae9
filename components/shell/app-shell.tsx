// The frame of every signed-in screen: who is signed in, their screens, the
// language, and sign-out. Tablet-first: one bar that wraps at 1024 px.
import type { ReactNode } from "react";
import { navigableScreens } from "@/lib/auth/screens";
import { type SessionEmployee } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { getDepartmentNames } from "./department-names";
import { NavLinks } from "./nav-links";
import { ScreenLink } from "./screen-link";
import { SignOutButton } from "./sign-out-button";

export async function AppShell({ employee, children }: { employee: SessionEmployee; children: ReactNode }) {
  const t = getTranslator(employee.locale);
  const screens = navigableScreens(employee);
  const names = screens.some((s) => s.kind === "station")
    ? await getDepartmentNames(employee.hubEmployeeId, employee.locale)
    : new Map<number, string>();
  const links = screens.map((screen) => ({
    href: screen.href,
    label:
      screen.kind === "station"
        ? (names.get(screen.departmentId) ?? t("nav.stationFallback", { id: screen.departmentId }))
        : t(`nav.${screen.kind}`),
  }));
  const languageName = t(`common.languageNames.${employee.locale}`);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-ink text-white print:hidden">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <p className="text-xl font-bold">{t("common.appName")}</p>
          <NavLinks links={links} label={t("nav.label")} />
          <div className="ml-auto flex flex-wrap items-center gap-4">
            <ScreenLink
              href="/scanner"
              className="inline-flex min-h-12 min-w-12 items-center rounded-lg px-3 text-base font-semibold text-white underline underline-offset-4 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-300 active:bg-gray-700"
            >
              {t("nav.scanner")}
            </ScreenLink>
            <p className="text-lg leading-tight">
              <span className="sr-only">{t("common.signedInAs", { name: employee.displayName })}</span>
              <span aria-hidden="true" className="font-semibold">
                {employee.displayName}
              </span>
              <span className="block text-base text-gray-200">
                {employee.roles.map((role) => t(`roles.${role}`)).join(", ")}
              </span>
            </p>
            <p
              className="rounded-md border-2 border-white px-2 py-1 text-base font-bold"
              title={t("common.language", { language: languageName })}
            >
              <span aria-hidden="true">{employee.locale.toUpperCase()}</span>
              <span className="sr-only">{t("common.language", { language: languageName })}</span>
            </p>
            <SignOutButton label={t("common.signOut")} />
          </div>
        </div>
      </header>
      <main className="flex-1 px-4 py-6 md:px-8">{children}</main>
    </div>
  );
}
