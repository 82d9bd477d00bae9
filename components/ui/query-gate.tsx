// What a screen part shows until its data is there: a "loading" line while
// any query is pending, a red alert when one failed, else its content.
import type { ReactNode } from "react";

type Query = { isPending: boolean; isError: boolean };

type Props = {
  queries: Query[];
  loading: string;
  failed: string;
  /** A function, so the content reads the queries' data only once they have it. */
  children: () => ReactNode;
};

export function QueryGate({ queries, loading, failed, children }: Props) {
  if (queries.some((q) => q.isPending)) return <p className="text-xl">{loading}</p>;
  if (queries.some((q) => q.isError))
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {failed}
      </p>
    );
  return children();
}
