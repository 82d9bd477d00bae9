"use client";
// "Open in CPQ" (supervisors and admins): the project in its CPQ, in an iframe
// whose URL is the CPQ's own (not modified, as the spec says). When the CPQ
// posts SAVE_PROJECT or CLOSE_PROJECT (checked in cpq-messages.ts), the server
// forgets its copy of the project and the page reloads it.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Unavailable } from "@/lib/cpq/product-view";
import { fetchJson } from "@/lib/http/fetch-json";
import { cpqMessageType } from "./cpq-messages";

type State =
  | { kind: "closed" }
  | { kind: "opening" }
  | { kind: "open"; url: string }
  | { kind: "failed"; message: string }
  | { kind: "reloading" };

export function OpenInCpq({
  productionProjectId,
  projectNumber,
}: {
  productionProjectId: number;
  projectNumber: string;
}) {
  const t = useTranslations("cpq");
  const [state, setState] = useState<State>({ kind: "closed" });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const url = state.kind === "open" ? state.url : null;

  useEffect(() => {
    if (url === null) return;
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const type = cpqMessageType(event, { origin, source: frameRef.current?.contentWindow ?? null });
      if (!type) return;
      setState({ kind: "reloading" });
      void fetchJson(`/api/projects/${productionProjectId}/cpq`, { method: "POST", body: {} })
        .catch(() => undefined)
        .then(() => window.location.reload());
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url, productionProjectId]);

  const open = async () => {
    setState({ kind: "opening" });
    try {
      const answer = await fetchJson<{ status: "ok"; url: string } | Unavailable>(
        `/api/projects/${productionProjectId}/cpq`,
      );
      setState(
        answer.status === "ok"
          ? { kind: "open", url: answer.url }
          : { kind: "failed", message: answer.message },
      );
    } catch {
      setState({ kind: "failed", message: t("open.failed") });
    }
  };

  return (
    <div className="flex w-full flex-col gap-3 print:hidden">
      {url === null ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={state.kind === "opening"}
          onClick={() => void open()}
        >
          {t("open.button")}
        </Button>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setState({ kind: "closed" })}>
          {t("open.close")}
        </Button>
      )}
      <p role="status" className="text-lg">
        {state.kind === "opening" && t("open.loading")}
        {state.kind === "failed" && state.message}
        {state.kind === "reloading" && t("open.reloading")}
      </p>
      {url !== null && (
        <iframe
          ref={frameRef}
          src={url}
          title={t("open.frameTitle", { project: projectNumber })}
          className="h-[70vh] w-full rounded-lg border-2 border-gray-400"
        />
      )}
    </div>
  );
}
