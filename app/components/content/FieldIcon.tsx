import { cx } from "~/components/ui/cx";
import { initials, safeColor } from "~/lib/content-format";

const SIZES = { md: "size-12 text-xl", lg: "size-16 text-2xl" } as const;

/**
 * A field's icon: its colour with white initials (the seed's colours reach 3:1 with white, so the
 * letters are large and bold). Decorative: the field's name is always written beside it.
 */
export function FieldIcon({
  name,
  color,
  icon,
  size = "md",
}: {
  name: string;
  color: string;
  icon: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      aria-hidden="true"
      data-icon={icon}
      className={cx(
        "flex shrink-0 items-center justify-center rounded-full font-bold text-white",
        SIZES[size],
      )}
      style={{ backgroundColor: safeColor(color) }}
    >
      {initials(name)}
    </span>
  );
}
