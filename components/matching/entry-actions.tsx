"use client";
// What can be done to the selected entry: match it; unmatch it with a reason
// (a reason code and/or text); report a defect with a reason code and/or a
// remark; mark a defect repaired.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { ReasonPicker, noReason, reasonText, useChosenLabel } from "@/components/floor/reason-picker";
import { Button } from "@/components/ui/button";
import type { MatchingPolygonProjectMaterial } from "@/lib/production-api/schemas";
import type { EntryActions as Actions } from "./use-entry-actions";

type Form = "unmatch" | "defect" | null;

type EntryActionsProps = {
  /** `name`: the entry's line as every screen names it ("line 5 · P0134"). */
  entry: MatchingPolygonProjectMaterial & { name: string };
  actions: Actions;
  /** After a match: the screen may move its selection on. */
  onMatched?: () => void;
};

export function EntryActions({ entry, actions, onMatched }: EntryActionsProps) {
  const t = useTranslations("matching");
  const [form, setForm] = useState<Form>(null);
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [reason, setReason] = useState(noReason);
  const reasonKind = form === "unmatch" ? "unmatch" : "material-defect";
  const chosenLabel = useChosenLabel(reasonKind, reason.reasonId);
  const id = entry.id;

  const open = (next: Form) => {
    setForm(next);
    setText("");
    setPhoto(null);
    setReason(noReason);
  };

  const submit = async () => {
    const remark = text.trim();
    const value = chosenLabel ? reasonText(chosenLabel, remark) : remark;
    if (!value) return;
    const choice =
      reason.reasonId === null ? undefined : { reasonId: reason.reasonId, reasonRemark: remark || undefined };
    const isSaved =
      form === "unmatch"
        ? await actions.unmatch(entry, value, choice)
        : await actions.reportDefect(entry, value, photo, choice);
    if (isSaved) open(null);
  };

  return (
    <section aria-label={t("actions.label", { id: entry.name })} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {entry.isMatched ? (
          <Button variant="secondary" disabled={actions.isBusy} onClick={() => open("unmatch")}>
            {t("actions.unmatch")}
          </Button>
        ) : (
          <Button
            className="min-h-16 px-8 text-2xl"
            disabled={actions.isBusy}
            onClick={() => void actions.match(entry).then((isSaved) => isSaved && onMatched?.())}
          >
            {t("actions.match")}
          </Button>
        )}
        {entry.hasDefect ? (
          <Button variant="secondary" disabled={actions.isBusy} onClick={() => void actions.repair(entry)}>
            {t("actions.repaired")}
          </Button>
        ) : (
          <Button variant="danger" disabled={actions.isBusy} onClick={() => open("defect")}>
            {t("actions.reportDefect")}
          </Button>
        )}
      </div>
      {form && (
        <form
          className="flex flex-col gap-2 rounded-lg border-2 border-gray-400 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ReasonPicker
            key={form}
            kind={reasonKind}
            id={`entry-${id}-${form}`}
            value={reason}
            onChange={setReason}
            hasRemark={false}
          />
          <label htmlFor={`entry-${id}-text`} className="text-lg font-semibold">
            {/* A chosen reason makes the words optional: the label says so ("(required)" only while it is). */}
            {reason.reasonId !== null
              ? t("actions.remarkOptional")
              : form === "unmatch"
                ? t("actions.reason")
                : t("actions.remark")}
          </label>
          <textarea
            id={`entry-${id}-text`}
            required={reason.reasonId === null}
            rows={2}
            maxLength={500}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="border-ink rounded-lg border-2 px-4 py-2 text-xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
          {form === "defect" && (
            <>
              <label htmlFor={`entry-${id}-photo`} className="text-lg font-semibold">
                {t("actions.photo")}
              </label>
              <input
                id={`entry-${id}-photo`}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
                className="file:border-ink min-h-12 text-lg file:min-h-12 file:rounded-lg file:border-2 file:bg-white file:px-4 file:text-lg"
              />
            </>
          )}
          <div className="flex gap-3">
            <Button type="submit" disabled={actions.isBusy || (!text.trim() && reason.reasonId === null)}>
              {form === "unmatch" ? t("actions.confirmUnmatch") : t("actions.confirmDefect")}
            </Button>
            <Button variant="secondary" onClick={() => open(null)}>
              {t("actions.cancel")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
