"use client";
// The day's target per department on the wall board: polygons done in a day, empty for none.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { QueryGate } from "@/components/ui/query-gate";
import { Section } from "@/components/ui/section";
import { useForm } from "@/components/ui/use-form";
import type { DepartmentTarget } from "@/lib/board/department-targets";
import { dailyTargetBody } from "@/lib/board/schemas";
import { useSaveTarget, useTargets } from "./api/admin-board";

function TargetForm({ target }: { target: DepartmentTarget }) {
  const t = useTranslations("board.admin");
  const tAdmin = useTranslations("admin");
  const save = useSaveTarget();
  const { values, errors, field, send, isSaved } = useForm(
    { dailyTarget: target.dailyTarget === null ? "" : String(target.dailyTarget) },
    tAdmin("offline"),
  );
  const id = `board-target-${target.departmentId}`;
  const submit = () => {
    const typed = values.dailyTarget.trim();
    const body = { dailyTarget: typed === "" ? null : Number(typed) };
    void send(dailyTargetBody.safeParse(body), (parsed) =>
      save.mutateAsync({ departmentId: target.departmentId, body: parsed }),
    );
  };
  return (
    <li>
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          id={id}
          label={t("target", { name: target.name })}
          inputMode="numeric"
          isCompact
          {...field("dailyTarget")}
          error={errors.dailyTarget ?? errors.form}
        />
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t("save")}
        </Button>
        {isSaved && (
          <p role="status" className="text-lg font-semibold">
            {t("saved")}
          </p>
        )}
      </form>
    </li>
  );
}

export function TargetsAdmin() {
  const t = useTranslations("board.admin");
  const tAdmin = useTranslations("admin");
  const targets = useTargets();
  return (
    <Section title={t("targetsTitle")} level={2} className="flex flex-col gap-4">
      <p className="max-w-4xl text-lg">{t("targetsIntro")}</p>
      <QueryGate queries={[targets]} loading={tAdmin("loading")} failed={tAdmin("loadFailed")}>
        {() => (
          <ul className="flex flex-col gap-4">
            {(targets.data ?? []).map((target) => (
              <TargetForm key={target.departmentId} target={target} />
            ))}
          </ul>
        )}
      </QueryGate>
      <p className="max-w-4xl text-lg">{t("views")}</p>
    </Section>
  );
}
