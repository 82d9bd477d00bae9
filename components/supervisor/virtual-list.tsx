"use client";
// A list of one page after another from the server, rendered virtually (only
// the rows in view exist in the page) and loading the next page near its end.
import { useEffect, useRef, type ReactNode } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";

type Props<T> = {
  label: string;
  items: T[];
  keyOf: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
  estimateSize?: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  height?: string;
};

export function VirtualList<T>({
  label,
  items,
  keyOf,
  renderItem,
  estimateSize = 72,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  height = "20rem",
}: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  // The React Compiler skips this component (TanStack Virtual's documented use); nothing here relies on memoizing it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => estimateSize,
    overscan: 4,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - 10) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  return (
    <div
      ref={listRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-y-auto rounded-lg border-2 border-gray-300 bg-white"
      style={{ maxHeight: height }}
    >
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 w-full border-b border-gray-200 px-3 py-2"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
