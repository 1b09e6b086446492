import type { ReactNode } from "react";

/** A labelled choice of a staff page's GET form (a filter, a campaign's type): its options as children. */
export function FilterSelect({
  label,
  name,
  defaultValue,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string | number;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold text-ink">
      {label}
      <select
        name={name}
        defaultValue={defaultValue}
        className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
      >
        {children}
      </select>
    </label>
  );
}
