"use client";
// The sign-in form: username + password, or a badge scan (the scanner types
// the code and Enter) followed by a PIN on the on-screen keypad. A badge
// scanned while the password tab is shown goes straight to its PIN too.
import { useCallback, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PinKeypad } from "./pin-keypad";
import { requestSignIn, type SignInResult } from "./sign-in-request";
import { useBadgeScan } from "./use-badge-scan";

type Mode = "password" | "badge";

/** A text field of a submitted form ("" when absent or a file). */
function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("login");
  const [mode, setMode] = useState<Mode>("password");
  const [badgeCode, setBadgeCode] = useState<string | null>(null);
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const onPinChange = useCallback((next: string) => setPin(next), []);

  const finish = (result: SignInResult) => {
    if (result.kind === "ok") {
      window.location.assign(callbackUrl);
      return;
    }
    setIsBusy(false);
    setPin("");
    if (result.kind === "refused") setError(t("tooManyAttempts", { minutes: result.minutes }));
    else if (result.kind === "unavailable") setError(t("unavailable"));
    else if (result.kind === "password-required") setError(t("passwordRequired"));
    else if (result.kind === "switched-off") setError(t("switchedOff"));
    else setError(mode === "password" ? t("wrongCredentials") : t("wrongPin"));
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = fieldOf(event.currentTarget, "username").trim();
    const password = fieldOf(event.currentTarget, "password");
    if (!username || !password) return setError(t("missingFields"));
    setIsBusy(true);
    setError(null);
    finish(await requestSignIn("password", { username, password }, callbackUrl));
  };

  const submitBadge = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = fieldOf(event.currentTarget, "badgeCode").trim();
    if (!code) return;
    setError(null);
    setPin("");
    setBadgeCode(code);
  };

  const submitPin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!badgeCode || pin.length < 4) return;
    setIsBusy(true);
    setError(null);
    finish(await requestSignIn("badge", { badgeCode, pin }, callbackUrl));
  };

  useBadgeScan({
    isActive: badgeCode === null && !isBusy,
    isBadgeTab: mode === "badge",
    onBadge: (code) => {
      setMode("badge");
      setError(null);
      setPin("");
      setBadgeCode(code);
    },
    onNotABadge: () => setError(t("notABadge")),
  });

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
    setBadgeCode(null);
    setPin("");
  };

  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label={t("modeLabel")} className="grid grid-cols-2 gap-3">
        {(["password", "badge"] as const).map((option) => (
          <Button
            key={option}
            variant={mode === option ? "primary" : "secondary"}
            aria-pressed={mode === option}
            onClick={() => switchTo(option)}
          >
            {option === "password" ? t("passwordMode") : t("badgeMode")}
          </Button>
        ))}
      </div>

      <ErrorAlert message={error} />

      {mode === "password" && (
        <form className="flex flex-col gap-5" onSubmit={(e) => void submitPassword(e)} noValidate>
          <Field
            id="username"
            name="username"
            label={t("username")}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
          />
          <Field
            id="password"
            name="password"
            type="password"
            label={t("password")}
            autoComplete="current-password"
            required
          />
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {t("signIn")}
          </Button>
        </form>
      )}

      {mode === "badge" && badgeCode === null && (
        <form className="flex flex-col gap-5" onSubmit={submitBadge}>
          <Field
            id="badgeCode"
            name="badgeCode"
            label={t("badgeCode")}
            hint={t("badgeHint")}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            required
          />
          <Button type="submit">{t("next")}</Button>
        </form>
      )}

      {mode === "badge" && badgeCode !== null && (
        <form className="flex flex-col gap-5" onSubmit={(e) => void submitPin(e)}>
          <p className="text-xl font-semibold">{t("pinFor", { badge: badgeCode })}</p>
          <PinKeypad pin={pin} onChange={onPinChange} disabled={isBusy} />
          <Button
            type="submit"
            className="min-h-16 text-2xl"
            disabled={isBusy || pin.length < 4}
            aria-busy={isBusy}
          >
            {t("signIn")}
          </Button>
          <Button variant="ghost" onClick={() => switchTo("badge")}>
            {t("otherBadge")}
          </Button>
        </form>
      )}
    </div>
  );
}
