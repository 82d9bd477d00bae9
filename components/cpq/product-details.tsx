"use client";
// The configured product as the CPQ sold it: its pictures, the print data the
// CPQ wants for production, the main materials with colour and picture, and
// links to its documentation. Every picture and document is a path of the
// app's own origin. When the CPQ has nothing or is down: one line, no more.
import { useTranslations } from "next-intl";
import { Section } from "@/components/ui/section";
import type { ProductView, Unavailable } from "@/lib/cpq/product-view";
import { useCpqTerms } from "./use-cpq-terms";

export type ProductAnswer = { status: "ok"; view: ProductView } | Unavailable;

type Props = { answer: ProductAnswer | undefined; isPending: boolean; isError: boolean };

export function ProductDetails({ answer, isPending, isError }: Props) {
  const t = useTranslations("cpq");
  return (
    <Section title={t("product.title")} className="flex flex-col gap-2">
      {isPending ? (
        <p className="text-lg">{t("loading")}</p>
      ) : isError || !answer ? (
        <p className="text-lg">{t("unavailable")}</p>
      ) : answer.status === "ok" ? (
        <ProductFacts view={answer.view} />
      ) : (
        <p className="text-lg">
          {answer.status === "not-available"
            ? t("notAvailable")
            : t("unavailableBecause", { reason: answer.message })}
        </p>
      )}
    </Section>
  );
}

function ProductFacts({ view }: { view: ProductView }) {
  const t = useTranslations("cpq");
  const term = useCpqTerms();
  const pictures = view.pictures.length
    ? view.pictures
    : view.modelPicture
      ? [{ name: view.model ?? t("product.model"), src: view.modelPicture }]
      : [];
  return (
    <>
      {pictures.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {pictures.map((p) => (
            <li key={p.src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a CPQ picture served by the app's own route */}
              <img
                src={p.src}
                alt={t("product.pictureAlt", { name: p.name })}
                className="max-h-64 rounded-lg border-2 border-gray-300 bg-white"
              />
            </li>
          ))}
        </ul>
      )}
      {view.printData.length > 0 && (
        <table aria-label={t("product.printData")} className="text-lg">
          <tbody>
            {view.printData.map((p, i) => (
              <tr key={i} className="border-b border-gray-300">
                <th scope="row" className="pr-4 text-left font-semibold">
                  {term(p.label)}
                </th>
                <td>{p.value ? term(p.value) : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.materials.length > 0 && (
        <ul aria-label={t("product.materials")} className="flex flex-col gap-2">
          {view.materials.map((m, i) => (
            <li key={i} className="flex items-center gap-3 text-lg">
              {m.picture && (
                // eslint-disable-next-line @next/next/no-img-element -- a CPQ picture served by the app's own route
                <img
                  src={m.picture}
                  alt={t("product.materialAlt", { name: m.name ?? m.code ?? "–" })}
                  className="h-14 w-14 rounded border border-gray-300 object-cover"
                />
              )}
              <span>
                {m.role && <span className="font-semibold">{term(m.role)}: </span>}
                {[m.name, m.colour, m.composition && term(m.composition)].filter(Boolean).join(" · ") || "–"}
                {m.isMain && ` (${t("product.main")})`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.documents.length > 0 && (
        <ul aria-label={t("product.documents")} className="flex flex-wrap gap-3 text-lg">
          {view.documents.map((d) => (
            <li key={d.href}>
              <a href={d.href} target="_blank" rel="noopener" className="underline underline-offset-4">
                {term(d.description)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
