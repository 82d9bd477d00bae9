"use client";
// A part loaded with import() and shown in the browser only, once the page is
// hydrated: what next/dynamic with `ssr: false` does, without next/dynamic's
// own code (its server-side preloading) in every floor page's first load.
// Renders nothing until its code is in (docs/first-load.md).
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function lazyAfterMount<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function AfterMount(props: P) {
    // false while hydrating (as on the server), true from the next render on.
    const isHydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
    if (!isHydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
