"use client";
// The frame the admin lists share: loading and failure, a "New" button that
// becomes the form (or the chosen record's form), the error of a row's action
// (a delete's shows in its own dialog), and one card a record with its facts.
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";

/** The error of a row's action, as one sentence. */
export type ActionError = ReturnType<typeof useActionError>;

function useActionError() {
  const t = useTranslations("admin");
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    failed: (e: unknown) =>
      setError(Object.values(fieldErrorsOfAnswer(e, t("offline"))).find(Boolean) ?? null),
  };
}

type AdminListProps<T> = {
  newLabel: string;
  listLabel: string;
  records: T[];
  keyOf: (record: T) => number;
  nameOf: (record: T) => string;
  /** The form for a new record (null) or the chosen one; `done` closes it. */
  renderForm: (record: T | null, done: () => void) => ReactNode;
  /** What the card says about the record: its heading and facts. */
  renderFacts: (record: T) => ReactNode;
  /** Buttons beside Edit (and Delete); `action` shows their errors above the list. */
  renderActions?: (record: T, action: ActionError) => ReactNode;
  /** Delete, asked first in a dialog that also shows a refusal (components/ui/confirm-delete-button). */
  remove?: { mutateAsync(id: number): Promise<unknown> };
};

export function AdminList<T>(props: AdminListProps<T>) {
  const { newLabel, listLabel, records, keyOf, nameOf, renderForm, renderFacts, renderActions, remove } =
    props;
  const action = useActionError();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const done = () => setEditing(null);
  return (
    <div className="flex flex-col gap-6">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{newLabel}</Button>
        </div>
      ) : (
        <div key={editing === "new" ? "new" : keyOf(editing)}>
          {renderForm(editing === "new" ? null : editing, done)}
        </div>
      )}
      {action.error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {action.error}
        </p>
      )}
      <ul aria-label={listLabel} className="flex flex-col gap-3">
        {records.map((record) => (
          <li
            key={keyOf(record)}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-gray-300 p-4"
          >
            {renderFacts(record)}
            <div className="flex flex-wrap items-end gap-3">
              <EditButton name={nameOf(record)} onEdit={() => setEditing(record)} />
              {remove && (
                <ConfirmDeleteButton
                  name={nameOf(record)}
                  onDelete={() => remove.mutateAsync(keyOf(record))}
                />
              )}
              {renderActions?.(record, action)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const t = useTranslations("admin");
  return (
    <Button variant="secondary" aria-label={`${t("edit")} ${name}`} onClick={onEdit}>
      {t("edit")}
    </Button>
  );
}

/** A record's heading: its name and, lighter, its code. */
export function RecordHeading({ name, detail }: { name: string; detail: string }) {
  return (
    <h2 className="text-xl font-bold">
      {name} <span className="font-normal">{detail}</span>
    </h2>
  );
}
