import { cx } from "../ui/cx";

/** A drawer entry; the active one (aria-current="page" from NavLink) is highlighted. */
export function drawerLinkClass(active: boolean): string {
  return cx(
    "mx-2 flex min-h-10 items-center rounded-md px-2",
    active ? "bg-primary-light font-semibold text-primary" : "text-ink hover:bg-surface",
  );
}
