"use client";
// Always on a floor screen: how many writes wait on this tablet (the
// employee's own, another employee's, refused ones), and a panel listing
// each with when it was made, its state and last error. Starts the outbox
// for the signed-in employee and reloads the screen's data after sending.
import { useEffect, useRef, useState } from "react";
import { lazyAfterMount } from "@/components/ui/after-mount";
import { useTranslations } from "next-intl";
import { countEntries } from "@/lib/outbox/counts";
import { loadOutbox } from "@/lib/outbox/load-outbox";
import { useOutbox } from "./use-outbox";
import { useIsOnline } from "./use-online";

// The conflict alarm (announces only what is refused later), the panel (shown when asked for) and
// react-query (only once something was sent) are not part of a floor page's first load.
const ConflictAlarm = lazyAfterMount(() => import("./use-conflict-alarm").then((m) => m.ConflictAlarm));
const loadOutboxPanel = () => import("./outbox-panel");
const OutboxPanel = lazyAfterMount(() => loadOutboxPanel().then((m) => m.OutboxPanel));
const invalidateAllQueries = async () =>
  (await import("@/lib/query/get-query-client")).getQueryClient().invalidateQueries();

export function OutboxStatus({ employeeId, displayName }: { employeeId: number; displayName: string }) {
  const t = useTranslations("outbox");
  const { entries, sentCount } = useOutbox();
  const [isOpen, setIsOpen] = useState(false);
  const counts = countEntries(entries, employeeId);
  const seenSent = useRef(sentCount);
  const isOnline = useIsOnline();
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    // The engine is loaded after the first paint; a write made before waits for this start (load-outbox.ts).
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void loadOutbox().then((outbox) => {
      if (isCurrent) stop = outbox.startOutbox({ employeeId, displayName });
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [employeeId, displayName]);
  useEffect(() => {
    // The panel's code first: the service worker then keeps it with the page's, so a tablet
    // that went offline still opens the panel.
    void loadOutboxPanel()
      .then(() => import("./service-worker-registration"))
      .then((worker) => worker.registerServiceWorker());
  }, []);
  useEffect(() => {
    // Kept writes reached the server: what the screen shows may have changed.
    if (sentCount === seenSent.current) return;
    seenSent.current = sentCount;
    void invalidateAllQueries();
  }, [sentCount]);

  const hasAny = counts.mine + counts.others + counts.conflicts > 0;
  return (
    <section
      aria-label={t("region")}
      data-outbox-pending={counts.mine}
      data-outbox-others={counts.others}
      data-outbox-conflicts={counts.conflicts}
      data-offline={isOnline ? undefined : "true"}
      className={`mb-4 rounded-xl border-2 px-4 py-2 ${
        !isOnline
          ? "border-slate-900 bg-slate-100"
          : counts.conflicts > 0
            ? "border-bad bg-red-50"
            : counts.mine > 0
              ? "border-blue-800 bg-blue-50"
              : "border-gray-300"
      }`}
    >
      {/* Said at once, before any write: a scan now is kept, not checked. */}
      <p aria-live="polite" className={isOnline ? "sr-only" : "mb-2 text-xl font-bold"}>
        {isOnline ? (
          ""
        ) : (
          <>
            <span className="mr-2 inline-block rounded-md bg-slate-900 px-2 text-white">{t("offline")}</span>{" "}
            {t("offlineDetail")}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p role="status" className="text-lg font-semibold">
          {t("mine", { count: counts.mine })}
        </p>
        {counts.others > 0 && <p className="text-lg">{t("others", { count: counts.others })}</p>}
        {counts.conflicts > 0 && (
          <p className="text-bad text-lg font-bold">{t("conflicts", { count: counts.conflicts })}</p>
        )}
        {hasAny && (
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => setIsOpen((open) => !open)}
            className="ml-auto min-h-12 rounded-lg border-2 border-current px-4 text-lg font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {isOpen ? t("hide") : t("show")}
          </button>
        )}
      </div>
      <ConflictAlarm entries={entries} employeeId={employeeId} openedAt={openedAt} />
      {isOpen && hasAny && <OutboxPanel entries={entries} employeeId={employeeId} />}
    </section>
  );
}
