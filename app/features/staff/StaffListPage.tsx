import type { ReactNode } from "react";

/** A staff page that lists or searches something: its title, a line on what it is for, then the list. */
export function StaffListPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      {children}
    </div>
  );
}
