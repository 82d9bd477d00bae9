// Previous and Next of a list read a page at a time, with where the list is.
import { Button } from "@/components/ui/button";

type PagerProps = {
  label: string;
  /** Where the list is ("Page 2 of 7"). */
  position: string;
  previous: string;
  next: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
};

export function Pager({ label, position, previous, next, page, hasNext, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="text-lg">{position}</span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
