"use client";
// A part loaded with import() and shown in the browser only, once the page is
// hydrated: what next/dynamic with `ssr: false` does, without next/dynamic's
// own code (its server-side preloading) in every floor page's first load.
// Renders nothing until its code is in (docs/first-load.md).
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

const showNothing = () => null;

export function lazyAfterMount<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Code that could not be fetched (a tablet offline before the service worker kept it) shows
  // nothing rather than breaking the page, and is asked for again the next time it is shown.
  const makeLazy = () =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        return { default: await load() };
      } catch (error) {
        console.error("[first-load] a part of the page could not be loaded:", error);
        Lazy = makeLazy();
        return { default: showNothing };
      }
    });
  let Lazy = makeLazy();
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
