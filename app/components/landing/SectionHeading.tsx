import { cx } from "~/components/ui/cx";

/** A section's h2 (the page's h1 is the hero's or the page's title). */
export function SectionHeading({
  id,
  children,
  className,
}: {
  id: string;
  children: string;
  className?: string;
}) {
  return (
    <h2 id={id} className={cx("text-2xl font-semibold text-ink", className)}>
      {children}
    </h2>
  );
}
