"use client";
// The one long list: the pages of an infinite query one after another,
// rendered virtually (only the rows in view exist in the page, a station's
// queue can hold thousands) and loading the next page near the end.
import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";

/** What the list needs of a TanStack infinite query whose pages carry `items`. */
export type PagedItems<T> = {
  data?: { pages: { items: T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props<T> = {
  label: string;
  pages: PagedItems<T>;
  keyOf: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
  estimateSize?: number;
  /** The scrolling box's size (a most height by default). */
  style?: CSSProperties;
  className?: string;
  itemClassName?: string;
  /** Told the items in view (without the overscan) whenever they change, e.g. to print the page in view. */
  onVisible?: (items: T[]) => void;
};

export function VirtualList<T>({
  label,
  pages,
  keyOf,
  renderItem,
  estimateSize = 72,
  style = { maxHeight: "20rem" },
  className = "bg-white",
  itemClassName = "border-b border-gray-200 px-3 py-2",
  onVisible,
}: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
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
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - 10) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  const range = virtualizer.range;
  const [firstInView, lastInView] = [range?.startIndex ?? 0, range?.endIndex ?? -1];
  const inViewKey = items
    .slice(firstInView, lastInView + 1)
    .map(keyOf)
    .join(",");
  const onVisibleRef = useRef(onVisible);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });
  useEffect(() => {
    onVisibleRef.current?.(items.slice(firstInView, lastInView + 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told again only when the items in view change
  }, [inViewKey]);

  return (
    <div
      ref={listRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-y-auto rounded-lg border-2 border-gray-300 ${className}`}
      style={style}
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
              className={`absolute left-0 w-full ${itemClassName}`}
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
