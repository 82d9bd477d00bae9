// Buttons sized for gloved fingers: at least 48 px high, high contrast, a
// visible focus ring, no hover-only meaning.
import type { ButtonHTMLAttributes, Ref } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "inverse";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ink text-white active:bg-black",
  secondary: "border-2 border-ink bg-white text-ink active:bg-gray-200",
  danger: "bg-bad text-bad-fg active:brightness-90",
  ghost: "bg-transparent text-ink underline underline-offset-4 active:bg-gray-200",
  /** On the dark top bar. */
  inverse: "border-2 border-white bg-transparent text-white active:bg-gray-700",
};

export function buttonClasses(variant: ButtonVariant = "primary", className = ""): string {
  return [
    "inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-5 text-lg font-semibold",
    "focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    className,
  ].join(" ");
}

/**
 * A text link a finger can hit: 44 px tall at least (a line of text alone is 20–28 px),
 * underlined, with the buttons' focus ring.
 */
export const linkClasses = [
  "inline-flex min-h-11 items-center text-lg font-semibold text-blue-800 underline underline-offset-4",
  "focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
].join(" ");

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
