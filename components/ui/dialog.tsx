"use client";
// The one dialog: a native <dialog> opened with showModal while it is mounted,
// so the browser keeps focus inside, makes the page behind inert and closes it
// on Escape. Escape (and, unless told otherwise, a tap on the backdrop) asks the
// owner to close it: the owner's state decides, the dialog never closes itself.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

const placements = {
  /** Centred over the page. */
  centre: "m-auto w-[min(42rem,95vw)] rounded-xl",
  /** Centred and wider (the camera's picture). */
  wide: "m-auto w-[min(48rem,95vw)] rounded-xl",
  /** A full-height panel at the right edge. */
  drawer: "my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-2xl border-l-4 border-ink shadow-2xl",
} as const;

type DialogProps = {
  /** The heading, which is also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  placement?: keyof typeof placements;
  /** A tap on the backdrop closes it too (not where a stray tap would lose what was typed). */
  closesOnBackdrop?: boolean;
  /** Focused on opening; without it the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Beside the heading (a Close button). */
  headerEnd?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function Dialog({
  title,
  onClose,
  placement = "centre",
  closesOnBackdrop = false,
  initialFocus,
  headerEnd,
  className = "",
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    // Focus goes back where it was once the dialog is gone (the browser does not when the node is removed).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The panel fills the dialog box, so a click that lands on the <dialog> itself is on the backdrop.
      onClick={(event) => {
        if (closesOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`bg-white p-0 backdrop:bg-black/60 ${placements[placement]} ${className}`}
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
        <div className="flex items-start gap-4">
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          {headerEnd}
        </div>
        {children}
      </div>
    </dialog>
  );
}
