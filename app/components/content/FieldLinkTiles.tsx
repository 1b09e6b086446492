import { Link } from "@remix-run/react";
import { linkTo } from "~/lib/links";
import { FieldIcon } from "./FieldIcon";

export type FieldLink = { id: string; slug: string; name: string; icon: string; color: string };

/** Fields as tiles of icon and name, each linking to its field page. */
export function FieldLinkTiles({ fields }: { fields: FieldLink[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
      {fields.map((field) => (
        <li key={field.id} className="flex items-center gap-3 rounded-lg border border-line bg-white p-3">
          <FieldIcon name={field.name} color={field.color} icon={field.icon} />
          <Link
            to={linkTo({ type: "Field", slug: field.slug })}
            className="font-semibold text-primary hover:underline"
          >
            {field.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
