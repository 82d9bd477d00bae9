"use client";
// The wall board: every department at once (view "all") or one after the other
// (view "rotate", `seconds` each), live over the change stream, the screen
// kept awake. No navigation: a TV has no one to use it. Signed out (a revoked
// device, an expired session): to the pairing page, which signs in again or says why not.
import { useEffect, useState } from "react";
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
  const at = board.data
    ? format.dateTime(new Date(board.data.at), { hour: "2-digit", minute: "2-digit" })
    : null;

  return (
    <main className="flex min-h-screen flex-col gap-6 bg-black p-6 text-white">
      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-5xl font-black">
          {view === "rotate" && shown[0]
            ? t("titleRotating", { position: (turn % departments.length) + 1, count: departments.length })
            : t("title")}
        </h1>
        <p className="text-3xl font-semibold tabular-nums">
          {format.dateTime(new Date(now), { hour: "2-digit", minute: "2-digit" })}
        </p>
      </header>
      {board.data === undefined && !board.error && <p className="text-4xl">{t("loading")}</p>}
      {board.error && !isSignedOut && (
        <p role="alert" className="text-4xl font-bold text-[#ff8a8a]">
          {t("loadFailed")}
        </p>
      )}
      {board.data && departments.length === 0 && <p className="text-4xl">{t("noDepartments")}</p>}
      <div
        className={
          view === "rotate" ? "flex flex-1 flex-col" : "grid flex-1 gap-6 md:grid-cols-2 2xl:grid-cols-3"
        }
      >
        {shown.map((department) => (
          <DepartmentPanel
            key={department.departmentId}
            department={department}
            now={now}
            isLarge={view === "rotate"}
          />
        ))}
      </div>
      <footer className="flex flex-wrap gap-x-8 gap-y-2 text-2xl">
        <p>{live === "live" ? t("live") : t("reconnecting")}</p>
        {at && <p>{t("updatedAt", { time: at })}</p>}
        <p>{wakeLock === "held" ? t("awake") : t("notAwake")}</p>
      </footer>
    </main>
  );
}
