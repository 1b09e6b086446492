import { Link } from "@remix-run/react";

/**
 * The staff lists' paging, newest first (decision 035): back to the newest page once paged, and
 * on to older entries (`?vor=<id>` of the last one shown) while a page came back full.
 */
export function StaffPager({
  newest,
  older,
}: {
  newest: { href: string; label: string } | null;
  older: { href: string; label: string } | null;
}) {
  if (!newest && !older) return null;
  return (
    <p className="mt-4 flex gap-4">
      {newest ? (
        <Link to={newest.href} className="text-primary underline">
          {newest.label}
        </Link>
      ) : null}
      {older ? (
        <Link to={older.href} className="text-primary underline">
          {older.label}
        </Link>
      ) : null}
    </p>
  );
}
