"use client";
// The screens of the signed-in employee, the current one marked.
import { usePathname } from "next/navigation";
import { ScreenLink } from "./screen-link";

export type NavLink = { href: string; label: string };

export function NavLinks({ links, label }: { links: NavLink[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const isCurrent = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <ScreenLink
                href={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-12 min-w-12 items-center rounded-lg px-4 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-300 ${
                  isCurrent
                    ? "text-ink bg-white"
                    : "bg-gray-800 text-white underline-offset-4 active:bg-gray-700"
                }`}
              >
                {link.label}
              </ScreenLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
