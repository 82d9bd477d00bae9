"use client";
// The wall board: every department at once (view "all") or one after the other
// (view "rotate", `seconds` each), live over the change stream, the screen
// kept awake. No navigation: a TV has no one to use it, nor to scroll it: the
// page is exactly the screen (overflow hidden), the departments a grid of as
// many rows and columns as their number needs, and every text sized from the
// viewport or its tile. Signed out (a revoked device, an expired session): to
// the pairing page, which signs in again or says why not.
import { useEffect, useState, type CSSProperties } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ApiError } from "@/lib/http/fetch-json";
import { useBoard } from "./api/get-board";
import { useBoardLive } from "./api/use-board-live";
import { DepartmentPanel } from "./department-panel";
import { useWakeLock } from "./use-wake-lock";

export type BoardView = "all" | "rotate";

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Rows × columns for n tiles on a landscape screen: 3 in a row, 4 as 2×2, 6 as 3×2, 8 as 4×2, 9 as 3×3. */
export function boardGrid(n: number): CSSProperties {
  const rows = n <= 3 ? 1 : n <= 8 ? 2 : Math.ceil(Math.sqrt(n));
  const columns = Math.max(1, Math.ceil(n / rows));
  return {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
  };
}

export function BoardScreen({ view, seconds }: { view: BoardView; seconds: number }) {
  const t = useTranslations("board");
  const format = useFormatter();
  const board = useBoard();
  const live = useBoardLive();
  const wakeLock = useWakeLock();
  const now = useNow(15_000);
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    if (view !== "rotate") return;
    const timer = setInterval(() => setTurn((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [view, seconds]);

  const isSignedOut = board.error instanceof ApiError && board.error.status === 401;
  useEffect(() => {
    if (isSignedOut) window.location.replace(`/board/pair${window.location.search}`);
  }, [isSignedOut]);

  const departments = board.data?.departments ?? [];
  const shown =
    view === "rotate" && departments.length > 0 ? [departments[turn % departments.length]!] : departments;
  const at = board.data ? format.dateTime(new Date(board.data.at), "time") : null;

  return (
    <main className="flex h-dvh w-full flex-col gap-[1.5vh] overflow-hidden bg-black p-[1.5vh_1.5vw] text-white">
      <header className="flex shrink-0 items-baseline justify-between gap-4">
        <h1 className="truncate font-black" style={{ fontSize: "clamp(1.25rem, 5vh, 7rem)" }}>
          {view === "rotate" && shown[0]
            ? t("titleRotating", { position: (turn % departments.length) + 1, count: departments.length })
            : t("title")}
        </h1>
        <p className="font-semibold tabular-nums" style={{ fontSize: "clamp(1rem, 3.5vh, 5rem)" }}>
          {format.dateTime(new Date(now), "time")}
        </p>
      </header>
      {board.data === undefined && !board.error && <p className="text-[4vh]">{t("loading")}</p>}
      {board.error && !isSignedOut && (
        <p role="alert" className="text-[4vh] font-bold text-[#ff8a8a]">
          {t("loadFailed")}
        </p>
      )}
      {board.data && departments.length === 0 && <p className="text-[4vh]">{t("noDepartments")}</p>}
      <div className="grid min-h-0 flex-1 gap-[1.5vh]" style={boardGrid(shown.length)}>
        {shown.map((department) => (
          <DepartmentPanel key={department.departmentId} department={department} now={now} />
        ))}
      </div>
      <footer
        className="flex shrink-0 flex-wrap gap-x-[2vw] leading-tight"
        style={{ fontSize: "clamp(0.875rem, 2.5vh, 3.5rem)" }}
      >
        <p>{live === "live" ? t("live") : t("reconnecting")}</p>
        {at && <p>{t("updatedAt", { time: at })}</p>}
        <p>{wakeLock === "held" ? t("awake") : t("notAwake")}</p>
      </footer>
    </main>
  );
}
