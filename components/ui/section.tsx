// A titled part of a page: a <section> named by its heading, so a screen
// reader lists it among the page's regions.
import { useId, type ReactNode } from "react";

const headingClasses = { 2: "text-2xl font-bold", 3: "text-xl font-bold", 4: "text-lg font-bold" } as const;

type SectionProps = {
  title: ReactNode;
  level?: keyof typeof headingClasses;
  /** A fixed id for the heading (a link may point at it); a generated one otherwise. */
  headingId?: string;
  headingClassName?: string;
  className?: string;
  children: ReactNode;
};

export function Section({
  title,
  level = 3,
  headingId,
  headingClassName = "",
  className,
  children,
}: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={`${headingClasses[level]} ${headingClassName}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
