import type { ReactNode } from "react";

/** A part of a page under its own heading, which names it for assistive technology. */
export function TitledSection({
  id,
  title,
  className = "mt-12",
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
