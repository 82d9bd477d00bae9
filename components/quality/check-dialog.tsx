"use client";
// A line's quality checks at the station, opened by a Done that the server
// refused until they pass (docs/quality.md). The verdict shows as it is typed;
// a failed line needs a reason and where it goes (back to a department, or on
// hold here); a supervisor may pass it anyway (audited by the server). The
// result goes through the outbox: offline it is kept and sent exactly once.
import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ChoiceButtons } from "@/components/floor/choice-buttons";
import type { ChecksRequest } from "@/components/floor/checks-gate";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import type { QualityResult, StationChecks } from "@/lib/quality/schemas";
import { useStationChecks } from "./api/station-checks";
import { useSendResult } from "./api/send-result";
import { CheckField, checkLabel } from "./check-field";
import { emptyEntry, valuesOf, verdictsOf, type Entry } from "./verdict";

type Props = { request: ChecksRequest; mayPassAnyway: boolean; onClose: () => void };

export function CheckDialog({ request, mayPassAnyway, onClose }: Props) {
  const t = useTranslations("quality.station");
  const checks = useStationChecks(request.departmentId, request.productionPolygonId);
  const title = t("title", { line: request.title });
  if (!checks.data)
    return (
      <DialogForm
        title={title}
        onClose={onClose}
        onSubmit={() => Promise.resolve()}
        cancelLabel={t("cancel")}
        submitLabel={t("save")}
        isPending
      >
        {checks.isError ? (
          <p role="alert" className="text-bad text-xl font-semibold">
            {t("loadFailed")}
          </p>
        ) : (
          <p className="text-xl">{t("loading")}</p>
        )}
      </DialogForm>
    );
  return (
    <ChecksForm
      title={title}
      data={checks.data}
      request={request}
      mayPassAnyway={mayPassAnyway}
      onClose={onClose}
    />
  );
}

type Destination = "hold" | `department-${number}`;

function ChecksForm({
  title,
  data,
  request,
  mayPassAnyway,
  onClose,
}: Props & { title: string; data: StationChecks }) {
  const t = useTranslations("quality.station");
  const locale = useLocale();
  const send = useSendResult();
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const [entries, setEntries] = useState<ReadonlyMap<number, Entry>>(new Map());
  const [hasTried, setTried] = useState(false);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [remark, setRemark] = useState("");
  const [destination, setDestination] = useState<Destination | null>(null);
  const [passRemark, setPassRemark] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"form" | "reason" | "destination" | "pass", string>>>(
    {},
  );
  const checks = [...data.checks].sort((a, b) => a.position - b.position);
  const verdicts = verdictsOf(checks, entries);
  const isFailing = verdicts.failed.length > 0;
  const line = { departmentId: request.departmentId, productionPolygonId: request.productionPolygonId };
  const labelOf = (check: { labelEn: string; labelNl: string }) => checkLabel(check, locale);
  const nameOf = useDepartmentName();
  const departmentOf = (id: number) => {
    const department = data.sendBackTo.find((d) => d.productionDepartmentId === id);
    return department ? nameOf(department) : String(id);
  };

  const passed = () => {
    feedback.show({
      tone: "success",
      title: t("passed", { line: request.title }),
      detail: t("passedDetail"),
    });
    onClose();
    request.onPassed();
  };

  const sent = (result: QualityResult) => {
    if (result.isPassed) return passed();
    const goesTo = result.destination;
    feedback.show({
      tone: "warning",
      title:
        goesTo?.kind === "department"
          ? t("sentBack", { line: request.title, department: departmentOf(goesTo.productionDepartmentId) })
          : t("putOnHold", { line: request.title }),
    });
    onClose();
  };

  const submit = async () => {
    setTried(true);
    const missing = {
      ...(verdicts.incomplete.length > 0 ? { form: t("incomplete") } : {}),
      ...(isFailing && reasonId === null ? { reason: t("needsReason") } : {}),
      ...(isFailing && destination === null ? { destination: t("needsDestination") } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const where =
      destination === null
        ? undefined
        : destination === "hold"
          ? ({ kind: "hold" } as const)
          : ({
              kind: "department",
              productionDepartmentId: Number(destination.slice("department-".length)),
            } as const);
    try {
      sent(
        await send.mutateAsync({
          ...line,
          result: {
            values: valuesOf(checks, entries),
            ...(isFailing && reasonId !== null
              ? { reasonId, destination: where, ...(remark.trim() ? { reasonRemark: remark.trim() } : {}) }
              : {}),
          },
        }),
      );
    } catch (error) {
      // Kept on the tablet: said in blue. A pass lets the Done follow it (the outbox keeps their order).
      if (isQueued(error)) {
        onClose();
        if (!isFailing) request.onPassed();
        return;
      }
      // The server's refusal, whichever field it names: the dialog has one place for it.
      setErrors({ form: Object.values(fieldErrorsOfAnswer(error, t("offline"))).find(Boolean) });
    }
  };

  const passAnyway = async () => {
    if (!passRemark.trim()) return setErrors({ pass: t("passRemarkRequired") });
    try {
      const result = await send.mutateAsync({ ...line, pass: { remark: passRemark.trim() } });
      if (result.isPassed) passed();
    } catch (error) {
      if (isQueued(error)) {
        onClose();
        request.onPassed();
        return;
      }
      setErrors({ pass: fieldErrorsOfAnswer(error, t("offline")).form ?? t("offline") });
    }
  };

  const submitLabel = !isFailing
    ? t("save")
    : destination === "hold"
      ? t("putOnHoldButton")
      : t("sendBackButton");

  return (
    <DialogForm
      title={title}
      onClose={onClose}
      onSubmit={submit}
      error={errors.form}
      cancelLabel={t("cancel")}
      submitLabel={submitLabel}
      submitVariant={isFailing ? "danger" : "primary"}
      isPending={send.isPending}
    >
      {data.isPassed && <p className="text-ok text-xl font-bold">{t("alreadyPassed")}</p>}
      {checks.map((check) => (
        <CheckField
          key={check.id}
          check={check}
          entry={entries.get(check.id) ?? emptyEntry}
          verdict={verdicts.byCheck.get(check.id) ?? { kind: "skipped" }}
          showsMissing={hasTried}
          onChange={(entry) => setEntries((current) => new Map(current).set(check.id, entry))}
        />
      ))}
      {isFailing && (
        <Part
          id="checks-failed"
          title={t("failsTitle", { checks: verdicts.failed.map(labelOf).join(", ") })}
          isBad
        >
          <ChoiceButtons
            id="check-reason"
            legend={t("reason")}
            options={data.reasons.map((r) => ({ value: r.id, label: labelOf(r) }))}
            value={reasonId}
            onChange={setReasonId}
            error={errors.reason}
          />
          {data.reasons.length === 0 && <p className="text-lg">{t("noReasons")}</p>}
          <Remark id="check-remark" label={t("remark")} value={remark} onChange={setRemark} />
          <ChoiceButtons<Destination>
            id="check-destination"
            legend={t("destination")}
            options={[
              ...data.sendBackTo.map((d) => ({
                value: `department-${d.productionDepartmentId}` as const,
                label: t("backTo", { department: nameOf(d) }),
              })),
              { value: "hold" as const, label: t("onHold") },
            ]}
            value={destination}
            onChange={setDestination}
            error={errors.destination}
          />
        </Part>
      )}
      {isFailing && mayPassAnyway && (
        <Part id="checks-pass" title={t("passAnywayTitle")}>
          <Remark
            id="check-pass-remark"
            label={t("passRemark")}
            value={passRemark}
            onChange={setPassRemark}
            error={errors.pass}
          />
          <div>
            <Button disabled={send.isPending} onClick={() => void passAnyway()}>
              {t("passAnyway")}
            </Button>
          </div>
        </Part>
      )}
    </DialogForm>
  );
}

/** A part of the dialog under its own heading: the failed checks (framed red) or the supervisor's pass. */
function Part({
  id,
  title,
  isBad = false,
  children,
}: {
  id: string;
  title: string;
  isBad?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-xl border-4 p-3 ${isBad ? "border-bad" : "border-gray-400"}`}
    >
      <h3 id={id} className={isBad ? "text-bad text-2xl font-bold" : "text-2xl font-bold"}>
        {title}
      </h3>
      {children}
    </section>
  );
}

type RemarkProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A remark of two lines at most 500 characters, as the server takes it. */
function Remark({ id, label, value, onChange, error }: RemarkProps) {
  return (
    <Field
      as="textarea"
      id={id}
      label={label}
      rows={2}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
