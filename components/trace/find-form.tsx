// The trace's search box: a plain GET form (a scanner types into the field and
// presses Enter), and the lots found when the text named more than one.
import Link from "next/link";
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import type { FindResult } from "@/lib/trace/schemas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

type Props = { q: string; found: FindResult | null; locale: Locale };

export function FindForm({ q, found, locale }: Props) {
  const t = getTranslator(locale);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{t("trace.title")}</h1>
      <p className="text-lg">{t("trace.intro")}</p>
      <form method="get" action="/trace" className="flex items-end gap-3">
        <Field
          id="trace-q"
          name="q"
          label={t("trace.findLabel")}
          defaultValue={q}
          autoFocus
          autoComplete="off"
          maxLength={200}
        />
        <Button type="submit">{t("trace.find")}</Button>
      </form>
      {found && found.matches.length === 0 && (
        <p role="status" className="text-lg">
          {t("trace.nothingFound", { q })}
        </p>
      )}
      {found && found.matches.length > 1 && (
        <section aria-label={t("trace.chooseMaterial")}>
          <p className="text-lg">{t("trace.chooseMaterial")}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {found.matches.map((m) => (
              <li key={`${m.materialCode} ${m.lot}`}>
                <Link
                  className="text-lg underline"
                  href={`/trace/lots/${encodeURIComponent(m.lot)}?materialCode=${m.materialCode}`}
                >
                  {m.lot} · {m.materialName ?? m.materialCode} ({t("trace.matchRolls", { rolls: m.rolls })})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
