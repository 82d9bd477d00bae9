"use client";
// The office search box: a project number, the retailer's reference, the
// customer's or retailer's name, package barcode, job ticket (P0015), EAN, lot
// or roll label, sent on Enter; the hits as links to the project page (a
// polygon or package: anchored at its line), a project with its references and
// its projected finish. On the supervisor screen a hand scanner's label is
// searched at once.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { SearchHit } from "@/lib/search/search";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useSearch } from "./api/search";
import { useScanSearch } from "./use-scan-search";

type ProjectHit = Extract<SearchHit, { kind: "project" }>;

/** Under a project's link: the retailer's reference, the order's reference and its projected finish. */
function ProjectDetails({ hit }: { hit: ProjectHit }) {
  const t = useTranslations();
  const format = useFormatter();
  const plan =
    hit.plan === "planned" && hit.projectedFinish
      ? t("lineDates.projectedFinishAt", { at: format.dateTime(new Date(hit.projectedFinish), "day") })
      : t(`projects.search.plan.${hit.plan === "planned" ? "unplanned" : hit.plan}`);
  const parts = [
    hit.retailerReference && t("projects.search.retailerReference", { reference: hit.retailerReference }),
    hit.reference,
  ].filter(Boolean);
  return (
    <p className="text-base">
      {parts.length > 0 && <span>{parts.join(" · ")} · </span>}
      <span className="font-semibold">{plan}</span>
    </p>
  );
}

function useHitLabel() {
  const t = useTranslations("projects.search");
  return (hit: SearchHit) => {
    switch (hit.kind) {
      case "project":
        return hit.customer && hit.retailer
          ? t("projectFor", {
              number: hit.projectNumber ?? String(hit.productionProjectId),
              retailer: hit.retailer,
              customer: hit.customer,
            })
          : t("project", {
              number: hit.projectNumber ?? String(hit.productionProjectId),
              customer: hit.customer ?? hit.retailer ?? "–",
            });
      case "polygon":
        return t("polygon", {
          project: hit.projectNumber ?? String(hit.productionProjectId),
          line: hit.lineNumber ?? "?",
          code: ticketCode(hit.productionPolygonId),
        });
      case "package":
        return t("package", {
          barcode: hit.barcode,
          project: hit.projectNumber ?? String(hit.productionProjectId),
          line: hit.lineNumber ?? "?",
        });
      case "lot":
        return t("lot", { lot: hit.lot, material: hit.materialName ?? hit.materialCode });
    }
  };
}

export function SearchBox() {
  const t = useTranslations("projects.search");
  const labelOf = useHitLabel();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const search = useSearch(q);
  const isTooShort = q !== "" && q.trim().length < 2;
  useScanSearch(usePathname() === "/supervisor", (code) => {
    setText(code);
    setQ(code);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(text.trim() === "" ? "" : text);
  }

  return (
    <div className="mb-6 max-w-4xl print:hidden">
      <form
        role="search"
        aria-label={t("label")}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-72 flex-1">
          <Field
            id="office-search"
            label={t("label")}
            isLabelHidden
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("placeholder")}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("submit")}
        </Button>
      </form>
      <div aria-live="polite" className="mt-2">
        {isTooShort && <p className="text-lg">{t("tooShort")}</p>}
        {search.isError && (
          <p role="alert" className="text-bad text-lg font-semibold">
            {t("failed", { message: search.error.message })}
          </p>
        )}
        {search.data && search.data.length === 0 && <p className="text-lg">{t("none", { q: q.trim() })}</p>}
        {search.data && search.data.length > 0 && (
          <ul aria-label={t("results")} className="flex flex-col gap-1">
            {search.data.map((hit, i) => (
              <li key={`${hit.kind}-${hit.href}-${i}`}>
                <Link
                  href={hit.href}
                  className="inline-flex min-h-12 items-center text-lg font-semibold underline underline-offset-4"
                >
                  {labelOf(hit)}
                </Link>
                {hit.kind === "project" && <ProjectDetails hit={hit} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
