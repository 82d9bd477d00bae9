"use client";
// The TV's pairing code, typed with a remote or a keyboard: the server answers
// this TV's device token (single-use code, lib/auth/device-pairing.ts), and the
// pair screen signs in with it as with a link's token.
import { useState } from "react";
import { useTranslations } from "next-intl";

type Failure = "wrong" | "tooMany" | "unavailable";

async function redeem(code: string): Promise<{ token: string } | { failure: Failure }> {
  try {
    const response = await fetch("/api/auth/board-pair", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code }),
    });
    if (response.status === 429) return { failure: "tooMany" };
    if (response.status === 400 || response.status === 404) return { failure: "wrong" };
    const body: unknown = await response.json();
    const token = typeof body === "object" && body !== null && "token" in body ? body.token : null;
    return response.ok && typeof token === "string" ? { token } : { failure: "unavailable" };
  } catch {
    return { failure: "unavailable" };
  }
}

export function PairCodeForm({ onToken }: { onToken: (token: string) => void }) {
  const t = useTranslations("board.pair");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    const answer = await redeem(code);
    setSending(false);
    if ("token" in answer) onToken(answer.token);
    else setFailure(answer.failure);
  };
  return (
    <form
      className="flex flex-col items-center gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="pair-code" className="text-3xl">
        {t("codeLabel")}
      </label>
      <input
        id="pair-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-invalid={failure !== null}
        aria-describedby={failure ? "pair-code-error" : undefined}
        className="w-[14ch] rounded-lg border-4 border-white bg-black px-4 py-3 text-center font-mono text-5xl tracking-widest uppercase"
      />
      <button
        type="submit"
        disabled={isSending || code.trim() === ""}
        className="min-h-16 rounded-lg bg-white px-10 text-3xl font-bold text-black disabled:opacity-60"
      >
        {t("codeSubmit")}
      </button>
      {failure && (
        <p id="pair-code-error" role="alert" className="text-3xl font-semibold text-amber-300">
          {t(`codeFailure.${failure}`)}
        </p>
      )}
    </form>
  );
}
