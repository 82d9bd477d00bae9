// Tailwind theme for workshop tablets: high-contrast status colours and touch
// sizes. Wired into app/globals.css with `@config`.
import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ok: { DEFAULT: "#0a7d32", fg: "#ffffff" },
        warn: { DEFAULT: "#c25e00", fg: "#ffffff" },
        bad: { DEFAULT: "#b3141b", fg: "#ffffff" },
        ink: "#111827",
      },
      minHeight: { touch: "48px" },
      minWidth: { touch: "48px" },
    },
  },
} satisfies Config;
