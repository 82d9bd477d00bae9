// The station's counts: waiting, in progress, on hold and done today.
import { useTranslations } from "next-intl";
import type { DepartmentQueue } from "@/lib/stations/stations";

export function QueueCounts({ counts }: { counts: DepartmentQueue["counts"] }) {
  const t = useTranslations("station.counts");
  const tiles = [
    { key: "waiting", value: counts.waiting },
    { key: "started", value: counts.started },
    { key: "onHold", value: counts.onHold },
    { key: "doneToday", value: counts.doneToday },
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-3">
      {tiles.map((tile) => (
        <div key={tile.key} className="border-ink rounded-lg border-2 bg-white px-3 py-2">
          <dt className="text-base font-semibold text-gray-800">{t(tile.key)}</dt>
          <dd className="text-3xl font-bold" data-testid={`count-${tile.key}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
