"use client";
// Gives client components the employee's language, the workshop's time zone and
// the named date formats (next-intl without locale routing).
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/base/roles";
import { formats } from "@/lib/i18n/formats";
import type { Messages } from "@/lib/i18n/messages";

type IntlProviderProps = { locale: Locale; messages: Messages; timeZone: string; children: ReactNode };

export function IntlProvider({ locale, messages, timeZone, children }: IntlProviderProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone} formats={formats}>
      {children}
    </NextIntlClientProvider>
  );
}
