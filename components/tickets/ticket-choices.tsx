"use client";
// The station's choice of job tickets for the browser's print page: the cards
// in view, or the waiting ones (one ticket alone is chosen on that page).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { ticketQuery } from "./ticket-query";

export function TicketChoices({
  departmentId,
  idsInView,
  waiting,
}: {
  departmentId: number;
  idsInView: number[];
  waiting: number;
}) {
  const t = useTranslations("tickets");
  const base = `/stations/${departmentId}/tickets`;
  return (
    <nav aria-label={t("choiceLabel")} className="flex flex-wrap gap-2">
      {idsInView.length > 0 && (
        <Link
          href={base + ticketQuery("a6", { kind: "ids", ids: idsInView })}
          className={buttonClasses("secondary")}
        >
          {t("inView", { count: idsInView.length })}
        </Link>
      )}
      {waiting > 0 && (
        <Link href={base + ticketQuery("a6", { kind: "waiting" })} className={buttonClasses("secondary")}>
          {t("waitingCount", { count: waiting })}
        </Link>
      )}
    </nav>
  );
}
