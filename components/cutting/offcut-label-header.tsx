// The offcut label page's header, on screen only: its title, back to the cut
// list and the browser's Print button (the page a cutting station without a
// working label printer opens from the leftover step).
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";

export function OffcutLabelHeader({
  title,
  back,
  printLabel,
}: {
  title: string;
  back: { label: string; href: string };
  printLabel: string;
}) {
  return (
    <header className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
      <h1 className="mr-auto text-3xl font-bold">{title}</h1>
      <Link href={back.href} className={buttonClasses("secondary")}>
        {back.label}
      </Link>
      <PrintButton label={printLabel} />
    </header>
  );
}
