import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { IntlProvider } from "@/components/shell/intl-provider";
import { getCurrentEmployee } from "@/lib/auth/current-employee";
import { defaultLocale, messagesFor, timeZone } from "@/lib/i18n/messages";
import "./globals.css";

export const metadata: Metadata = {
  title: "Shop floor",
  description: "Production tracking for a made-to-measure curtain and blind workshop",
  // Installed on a tablet's home screen (app/manifest.ts); iOS reads these instead of the manifest.
  appleWebApp: { capable: true, title: "Shop floor", statusBarStyle: "black" },
  icons: { icon: "/icon-192.png", apple: "/apple-touch-icon.png" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#111827" };

// The interface speaks the signed-in employee's language; anonymous pages are English.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = (await getCurrentEmployee())?.locale ?? defaultLocale;
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone={timeZone}>
          {children}
        </IntlProvider>
      </body>
    </html>
  );
}
