/** Rows a list counts exactly, and as deep as its pages by number reach (the API's COUNT_EXACT_UP_TO). */
const COUNTED_ROWS = 10_000;

/** A list's pages: back, where we are, on. Hidden while everything fits on one page. */
export function Pager({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  /** null: more rows than the server counts (over 10,000); `?page=` reaches the first 10,000. */
  count: number | null | undefined;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil((count === null ? COUNTED_ROWS : (count ?? 0)) / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <div className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="muted">
        Page {page} of {count === null ? `more than ${pages}` : pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </div>
  );
}
