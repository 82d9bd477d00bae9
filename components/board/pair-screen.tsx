"use client";
// Signs the TV in with its device token and opens the board. The token comes
// from the link's fragment (/board/pair#token=…, never sent to a server), or
// from the short pairing code an admin read off the admin page and typed here
// (POST /api/auth/board-pair gives this TV its token), and is then kept in this
// browser's storage, so a TV that was off longer than a session lasts signs in
// again by itself; a refused token is forgotten.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { requestSignIn } from "@/components/auth/sign-in-request";
import { PairCodeForm } from "./pair-code-form";

const storageKey = "wall-board-device-token";
const retryMs = 30_000;
type State = "pairing" | "no-token" | "refused" | "unavailable";

function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  // The token leaves the address bar and the history at once.
  if (window.location.hash)
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return token;
}

export function PairScreen() {
  const t = useTranslations("board.pair");
  const [state, setState] = useState<State>("pairing");
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pairWith = async (token: string | null) => {
    if (!token) return setState("no-token");
    setState("pairing");
    const result = await requestSignIn("device", { token }, "/board");
    if (result.kind === "ok") {
      window.localStorage.setItem(storageKey, token);
      window.location.replace(`/board${window.location.search}`);
    } else if (result.kind === "wrong-credentials") {
      window.localStorage.removeItem(storageKey);
      setState("refused");
    } else {
      setState("unavailable");
      retry.current = setTimeout(() => void pairWith(token), retryMs);
    }
  };
  useEffect(() => {
    const fromLink = tokenFromFragment();
    void pairWith(fromLink ?? window.localStorage.getItem(storageKey));
    return () => clearTimeout(retry.current);
    // Once, when the page opens: the link's token or the one this TV keeps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-black p-10 text-center text-white">
      <h1 className="text-7xl font-black">{t("title")}</h1>
      <p role={state === "pairing" ? "status" : "alert"} className="max-w-5xl text-4xl font-semibold">
        {state === "pairing" ? t("pairing") : state === "no-token" ? t("noToken") : t(state)}
      </p>
      {(state === "no-token" || state === "refused") && (
        <PairCodeForm onToken={(token) => void pairWith(token)} />
      )}
    </main>
  );
}
