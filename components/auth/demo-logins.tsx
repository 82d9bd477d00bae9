// The demo employees, shown on the login page only while the database holds demo data.
import type { DemoLogin } from "@/lib/auth/demo-employees";
import { getTranslator } from "@/lib/i18n/messages";

export function DemoLogins({ logins }: { logins: DemoLogin[] }) {
  const t = getTranslator("en");
  return (
    <section aria-labelledby="demo-logins-title" className="rounded-xl border-2 border-gray-400 p-5">
      <h2 id="demo-logins-title" className="text-2xl font-bold">
        {t("login.demoTitle")}
      </h2>
      <p className="mt-2 text-lg">{t("login.demoIntro")}</p>
      <table className="mt-4 w-full text-left text-lg">
        <thead>
          <tr className="border-b-2 border-gray-400">
            <th scope="col" className="py-2 pr-3">
              {t("login.demoUsername")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("login.demoName")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("login.demoRoles")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("login.demoBadge")}
            </th>
            <th scope="col" className="py-2">
              {t("login.demoPin")}
            </th>
          </tr>
        </thead>
        <tbody>
          {logins.map((login) => (
            <tr key={login.username} className="border-b border-gray-300">
              <td className="py-2 pr-3 font-mono font-semibold">{login.username}</td>
              <td className="py-2 pr-3">{login.displayName}</td>
              <td className="py-2 pr-3">{login.roles.map((role) => t(`roles.${role}`)).join(", ")}</td>
              <td className="py-2 pr-3 font-mono whitespace-nowrap">{login.badgeCode}</td>
              <td className="py-2 font-mono">{login.pin}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
