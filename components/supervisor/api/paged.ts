// The paging shared by the supervisor's lists: the next offset is what is loaded so far, until the total.
import { supervisorPageSize } from "@/lib/base/page-sizes";

export { supervisorPageSize };

export type PagedList = { total: number; items: unknown[] };

export function nextOffset(last: PagedList, pages: PagedList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? loaded : undefined;
}
