// A live region for errors: always in the page (so screen readers announce
// a new message), empty until there is one.
export function ErrorAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className={
        message ? "border-bad bg-bad/10 text-bad rounded-lg border-2 p-4 text-lg font-semibold" : "sr-only"
      }
    >
      {message}
    </div>
  );
}
