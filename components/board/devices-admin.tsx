"use client";
// The wall board's devices: issue a token for a TV (shown once: a short
// pairing code to type on the TV, the link and its QR code), see when each was
// last seen, revoke one.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";
import { QueryGate } from "@/components/ui/query-gate";
import { Section } from "@/components/ui/section";
import { useForm } from "@/components/ui/use-form";
import type { BoardDevice, IssuedDevice } from "@/lib/board/devices-admin";
import { issueDeviceBody } from "@/lib/board/schemas";
import { useDevices, useIssueDevice, useRevokeDevice } from "./api/admin-board";
import { LinkQrCode } from "./link-qr-code";

function IssuedToken({ issued, onClose }: { issued: IssuedDevice; onClose: () => void }) {
  const t = useTranslations("board.admin");
  const format = useFormatter();
  const [isCopied, setCopied] = useState(false);
  const link = `${window.location.origin}/board/pair#token=${issued.token}`;
  return (
    <Dialog title={t("issuedTitle", { name: issued.device.name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-lg">{t("issuedHint")}</p>
        <div className="flex flex-wrap items-center gap-6">
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold">{t("pairCode")}</p>
            <p data-testid="pairing-code" className="font-mono text-5xl font-black tracking-widest">
              {issued.pairingCode}
            </p>
            <p className="text-lg font-semibold">{t("pairCodeFor")}</p>
            <p className="text-lg">
              {t("pairCodeHint", { at: format.dateTime(new Date(issued.pairingExpiresAt), "moment") })}
            </p>
          </div>
          <LinkQrCode link={link} label={t("qrLabel")} />
        </div>
        <Field
          id="board-device-link"
          label={t("link")}
          value={link}
          readOnly
          isCompact
          className="font-mono"
        />
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {isCopied ? t("copied") : t("copy")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function IssueForm() {
  const t = useTranslations("board.admin");
  const tAdmin = useTranslations("admin");
  const issue = useIssueDevice();
  const [issued, setIssued] = useState<IssuedDevice | null>(null);
  const { values, errors, field, send, reset } = useForm({ name: "", locale: "en" }, tAdmin("offline"));
  const submit = async () => {
    const isDone = await send(issueDeviceBody.safeParse(values), async (body) => {
      const answer = await issue.mutateAsync(body);
      setIssued(answer);
    });
    if (isDone) reset();
  };
  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field id="board-device-name" label={t("name")} isCompact autoComplete="off" {...field("name")} />
      <Field as="select" id="board-device-locale" label={t("language")} isCompact {...field("locale")}>
        <option value="en">English</option>
        <option value="nl">Nederlands</option>
      </Field>
      <Button type="submit" disabled={issue.isPending}>
        {issue.isPending ? t("issuing") : t("issue")}
      </Button>
      {errors.form && (
        <p role="alert" className="text-bad basis-full text-lg font-semibold">
          {errors.form}
        </p>
      )}
      {issued && <IssuedToken issued={issued} onClose={() => setIssued(null)} />}
    </form>
  );
}

function DeviceRow({ device, onRevoke }: { device: BoardDevice; onRevoke: () => void }) {
  const t = useTranslations("board.admin");
  const format = useFormatter();
  const moment = (at: string) => format.dateTime(new Date(at), "moment");
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border-2 border-gray-300 p-4 text-lg">
      <span className="text-xl font-bold">{device.name}</span>
      <span>{t("issuedBy", { at: moment(device.issuedAt), name: device.issuedByName })}</span>
      <span>{device.lastSeenAt ? t("lastSeen", { at: moment(device.lastSeenAt) }) : t("neverSeen")}</span>
      {device.revokedAt ? (
        <span className="font-semibold">{t("revokedAt", { at: moment(device.revokedAt) })}</span>
      ) : (
        <Button variant="danger" className="ml-auto" onClick={onRevoke}>
          {t("revoke", { name: device.name })}
        </Button>
      )}
    </li>
  );
}

export function DevicesAdmin() {
  const t = useTranslations("board.admin");
  const tAdmin = useTranslations("admin");
  const devices = useDevices();
  const revoke = useRevokeDevice();
  const [confirming, setConfirming] = useState<BoardDevice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirmRevoke = (device: BoardDevice) =>
    revoke.mutate(device.id, {
      onSuccess: () => setConfirming(null),
      onError: (e) => {
        setConfirming(null);
        setError(Object.values(fieldErrorsOfAnswer(e, tAdmin("offline"))).find(Boolean) ?? null);
      },
    });
  return (
    <Section title={t("devicesTitle")} level={2} className="flex flex-col gap-4">
      <p className="max-w-4xl text-lg">{t("devicesIntro")}</p>
      <IssueForm />
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <QueryGate queries={[devices]} loading={tAdmin("loading")} failed={tAdmin("loadFailed")}>
        {() =>
          devices.data?.length ? (
            <ul aria-label={t("listLabel")} className="flex max-w-5xl flex-col gap-3">
              {devices.data.map((device) => (
                <DeviceRow key={device.id} device={device} onRevoke={() => setConfirming(device)} />
              ))}
            </ul>
          ) : (
            <p className="text-lg">{t("none")}</p>
          )
        }
      </QueryGate>
      {confirming && (
        <Dialog
          title={t("revokeConfirmTitle", { name: confirming.name })}
          onClose={() => setConfirming(null)}
        >
          <p className="text-lg">{t("revokeConfirmBody")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="danger" disabled={revoke.isPending} onClick={() => confirmRevoke(confirming)}>
              {t("revokeConfirm")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t("cancel")}
            </Button>
          </div>
        </Dialog>
      )}
    </Section>
  );
}
