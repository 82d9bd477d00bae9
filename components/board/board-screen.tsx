"use client";
// The wall board: every department, three at a time side by side (view "all":
// more are shown a page at a time, `seconds` each) or one after the other
// (view "rotate"), live over the change stream, the screen kept awake. No
// navigation: a TV has no one to use it, nor to scroll it: the page is exactly
// the screen (overflow hidden), and every text is sized in board units
// (board-size.ts) so it reads across the hall: at least 32 px at 1920 × 1080,
// the counts 96 px and more. Signed out (a revoked device, an expired
// session): to the pairing page, which signs in again or says why not.
import { useEffect, useState, type CSSProperties } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ApiError } from "@/lib/http/fetch-json";
import { useBoard } from "./api/get-board";
import { useBoardLive } from "./api/use-board-live";
import { boardSizes, boardText, departmentsPerPage } from "./board-size";
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

/** The tiles of one page side by side, each a third of the screen (a page of one: the whole screen). */
export function boardGrid(n: number): CSSProperties {
  return {
    gridTemplateColumns: `repeat(${Math.max(1, n)}, minmax(0, 1fr))`,
    gridTemplateRows: "minmax(0, 1fr)",
  };
}

/** The departments a turn shows: one in "rotate", else the turn's page of at most `departmentsPerPage`. */
export function departmentsOnScreen<T>(departments: readonly T[], view: BoardView, turn: number) {
  if (departments.length === 0) return { shown: [] as T[], page: 0, pages: 0 };
  const perPage = view === "rotate" ? 1 : departmentsPerPage;
  const pages = Math.ceil(departments.length / perPage);
  const page = turn % pages;
  return { shown: departments.slice(page * perPage, page * perPage + perPage), page, pages };
}

export function BoardScreen({ view, seconds }: { view: BoardView; seconds: number }) {
  const t = useTranslations("board");
  const format = useFormatter();
  const board = useBoard();
  const live = useBoardLive();
  const wakeLock = useWakeLock();
  const now = useNow(15_000);
  const [turn, setTurn] = useState(0);

  const departments = board.data?.departments ?? [];
  const { shown, page, pages } = departmentsOnScreen(departments, view, turn);
  const isTurning = pages > 1;
  useEffect(() => {
    if (!isTurning) return;
    const timer = setInterval(() => setTurn((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [isTurning, seconds]);

  const isSignedOut = board.error instanceof ApiError && board.error.status === 401;
  useEffect(() => {
    if (isSignedOut) window.location.replace(`/board/pair${window.location.search}`);
  }, [isSignedOut]);

  const at = board.data ? format.dateTime(new Date(board.data.at), "time") : null;

  return (
    <main className="flex h-dvh w-full flex-col gap-[1.5vh] overflow-hidden bg-black p-[1.5vh_1.5vw] text-white">
      <header className="flex shrink-0 items-baseline justify-between gap-4">
        <h1 className="min-w-0 leading-tight font-black" style={boardText(boardSizes.title)}>
          {view === "rotate" && pages > 0
            ? t("titleRotating", { position: page + 1, count: pages })
            : pages > 1
              ? t("titlePage", { page: page + 1, pages })
              : t("title")}
        </h1>
        <p className="leading-tight font-semibold tabular-nums" style={boardText(boardSizes.title)}>
          {format.dateTime(new Date(now), "time")}
        </p>
      </header>
      {board.data === undefined && !board.error && <p style={boardText(boardSizes.text)}>{t("loading")}</p>}
      {board.error && !isSignedOut && (
        <p role="alert" className="font-bold text-[#ff8a8a]" style={boardText(boardSizes.text)}>
          {t("loadFailed")}
        </p>
      )}
      {board.data && departments.length === 0 && (
        <p style={boardText(boardSizes.text)}>{t("noDepartments")}</p>
      )}
      <div className="grid min-h-0 flex-1 gap-[1.5vh]" style={boardGrid(shown.length)}>
        {shown.map((department) => (
          <DepartmentPanel key={department.departmentId} department={department} now={now} />
        ))}
      </div>
      <footer
        className="flex shrink-0 flex-wrap gap-x-[2vw] leading-tight"
        style={boardText(boardSizes.text)}
      >
        <p>{live === "live" ? t("live") : t("reconnecting")}</p>
        {at && <p>{t("updatedAt", { time: at })}</p>}
        <p>{wakeLock === "held" ? t("awake") : t("notAwake")}</p>
      </footer>
    </main>
  );
}
