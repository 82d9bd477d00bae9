"use client";
// A link to another screen of the app, navigated in the page (the layout, its
// scanner and outbox stay) like next/link, without next/link's prefetching
// code in every floor page's first load: the floor's pages are rendered per
// request, so a prefetch would fetch little ahead anyway.
import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";

type ScreenLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function ScreenLink({ href, onClick, ...props }: ScreenLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // A modified click (new tab, new window) or one handled already stays the browser's.
        const isModified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || isModified) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
