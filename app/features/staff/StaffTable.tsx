import type { ReactNode } from "react";

/**
 * A staff list as a table that scrolls sideways on narrow screens: its caption (for screen readers
 * only, unless `captionShown`), its column headings (`hidden`: a column of links, named for screen
 * readers only) and its rows.
 */
export function StaffTable({
  caption,
  captionShown = false,
  columns,
  minWidth,
  className,
  children,
}: {
  caption: string;
  captionShown?: boolean;
  columns: Array<{ label: string; hidden?: boolean }>;
  /** The table's least width, a Tailwind class (`min-w-[48rem]`). */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${className} overflow-x-auto` : "overflow-x-auto"}>
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className={captionShown ? "text-left text-xl font-semibold text-ink" : "sr-only"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line text-muted">
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={index < columns.length - 1 ? "py-2 pr-3" : "py-2"}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
