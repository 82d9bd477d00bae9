// /login – sign in by username and password, or by badge and PIN; lists the
// demo employees while the database holds demo data.
import { redirect } from "next/navigation";
import { DemoLogins } from "@/components/auth/demo-logins";
import { LoginForm } from "@/components/auth/login-form";
import { getCurrentEmployee } from "@/lib/auth/current-employee";
import { isDemoDatabase, listDemoLogins } from "@/lib/auth/demo-employees";
import { safeCallbackPath } from "@/lib/auth/public-paths";
import { getTranslator } from "@/lib/i18n/messages";
import { getDatabase } from "@/lib/server/database";

export const metadata = { title: "Sign in – Shop floor" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl) ?? "/";
  if (await getCurrentEmployee()) redirect(callbackUrl);
  const db = await getDatabase();
  const demoLogins = (await isDemoDatabase(db)) ? await listDemoLogins(db) : [];
  const t = getTranslator("en");

  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
      <section aria-labelledby="login-title" className="flex flex-col gap-4">
        <h1 className="text-xl font-bold">{t("common.appName")}</h1>
        <h2 id="login-title" className="text-4xl font-bold">
          {t("login.title")}
        </h2>
        <p className="text-lg">{t("login.intro")}</p>
        <LoginForm callbackUrl={callbackUrl} />
      </section>
      {demoLogins.length > 0 && <DemoLogins logins={demoLogins} />}
    </main>
  );
}
