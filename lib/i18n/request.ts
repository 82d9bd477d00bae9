// next-intl's request configuration, which its build plugin requires (it is
// there only to precompile the messages, next.config.mjs). The app does not
// call next-intl's server functions: each page takes the employee's language
// from the session (lib/i18n/messages.ts); this answers the default.
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, messagesFor, timeZone } from "./messages";

export default getRequestConfig(() =>
  Promise.resolve({ locale: defaultLocale, messages: messagesFor(defaultLocale), timeZone }),
);
