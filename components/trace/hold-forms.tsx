"use client";
// The lot page's two hold actions, one form: a text that must be given (the
// recall's reason, a release's remark), posted once, its problem shown where
// it went wrong, and the page read again when done. The recall puts every
// unshipped line of the lot on hold (POST /api/trace/lots/{lot}/recall); a
// release takes one recalled line's hold off, as any hold is released
// (POST /api/holds/{id}/release).
import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, fetchJson } from "@/lib/http/fetch-json";
import type { RecallResult } from "@/lib/trace/schemas";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

type ReasonFormProps<T> = {
  id: string;
  label: string;
  /** Said when the text is left empty. */
  required: string;
  send: (text: string) => Promise<T>;
  onDone: (result: T) => void;
  submit: ReactNode;
  isDanger?: boolean;
  isCompact?: boolean;
  /** The form's name (a release: which line's hold). */
  ariaLabel?: string;
  className: string;
  /** Above the field (an intro). */
  before?: ReactNode;
  /** Next to the submit button (cancel). */
  extraButton?: ReactNode;
};

/** A form whose one text is required, posted once at a time, refreshing the page when done. */
function ReasonForm<T>(props: ReasonFormProps<T>) {
  const t = useTranslations("trace");
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function send() {
    if (!text.trim()) {
      setError(props.required);
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      props.onDone(await props.send(text.trim()));
      router.refresh();
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.problem.detail ?? caught.problem.title ?? t("offline"))
          : t("offline"),
      );
    } finally {
      setIsPending(false);
    }
  }

  const field = {
    id: props.id,
    label: props.label,
    maxLength: 500,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  const submit = (
    <Button
      type="submit"
      variant={props.isDanger ? "danger" : undefined}
      disabled={isPending}
      className={props.extraButton ? undefined : "self-start"}
    >
      {props.submit}
    </Button>
  );
  return (
    <form
      aria-label={props.ariaLabel}
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {props.before}
      {props.isCompact ? <Field {...field} isCompact /> : <Field {...field} as="textarea" rows={3} />}
      <ErrorAlert message={error} />
      {props.extraButton ? (
        <div className="flex gap-2">
          {submit}
          {props.extraButton}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}

/**
 * The lot page's recall: what the last recall did, and the form while lines are left to recall.
 * The outcome is kept here, above the form: a recall that held every line refreshes the page
 * into "nothing to recall", and the form (with it, the outcome) would be gone.
 */
export function RecallSection({
  lot,
  materialCode,
  count,
}: {
  lot: string;
  materialCode: string | null;
  count: number;
}) {
  const t = useTranslations("trace");
  const [done, setDone] = useState<RecallResult | null>(null);
  return (
    <>
      {done && (
        <p role="status" className="mt-2 text-lg font-semibold">
          {t("recalled", {
            held: done.held.length,
            already: done.alreadyOnHold.length,
            shipped: done.shipped.length,
            notHeld: done.notHeld.length,
          })}
        </p>
      )}
      {count === 0 ? (
        <p className="mt-2 text-lg">{t("recallNothing")}</p>
      ) : (
        <RecallForm lot={lot} materialCode={materialCode} count={count} onRecalled={setDone} />
      )}
    </>
  );
}

/** The recall: a reason, then every unshipped line of the lot goes on hold at once. */
function RecallForm({
  lot,
  materialCode,
  count,
  onRecalled,
}: {
  lot: string;
  materialCode: string | null;
  count: number;
  onRecalled: (result: RecallResult) => void;
}) {
  const t = useTranslations("trace");
  return (
    <ReasonForm<RecallResult>
      id="recall-reason"
      label={t("reason")}
      required={t("reasonRequired")}
      className="mt-2 flex max-w-2xl flex-col gap-3"
      isDanger
      before={<p className="text-lg">{t("recallIntro")}</p>}
      send={(reason) =>
        fetchJson<RecallResult>(`/api/trace/lots/${encodeURIComponent(lot)}/recall`, {
          method: "POST",
          body: { reason, ...(materialCode ? { materialCode } : {}) },
        })
      }
      onDone={onRecalled}
      submit={t("recallSubmit", { count })}
    />
  );
}

/** Releasing one recalled line's hold from the lot's page: a button that opens the remark. */
export function ReleaseHoldForm({
  productionPolygonId,
  name,
}: {
  productionPolygonId: number;
  name: string;
}) {
  const t = useTranslations("trace");
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)} aria-label={t("releaseTitle", { name })}>
        {t("release")}
      </Button>
    );
  }
  return (
    <ReasonForm<unknown>
      id={`release-${productionPolygonId}`}
      label={t("releaseRemark")}
      required={t("remarkRequired")}
      ariaLabel={t("releaseTitle", { name })}
      className="flex flex-col gap-2"
      isCompact
      send={(remark) =>
        fetchJson(`/api/holds/${productionPolygonId}/release`, { method: "POST", body: { remark } })
      }
      onDone={() => setIsOpen(false)}
      submit={t("releaseSubmit")}
      extraButton={
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {t("cancel")}
        </Button>
      }
    />
  );
}
