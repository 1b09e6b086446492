import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldIcon } from "~/components/content/FieldIcon";
import { linkTo } from "~/lib/links";
import { TitledSection } from "~/components/ui/TitledSection";

export type FieldSuggestion = { id: string; slug: string; name: string; icon: string; color: string };

/** An empty result says so and suggests fields to browse instead. */
export function NoResults({ term, fields }: { term: string; fields: FieldSuggestion[] }) {
  const { t } = useTranslation("search");
  return (
    <div className="mt-8" data-testid="search-empty">
      <p className="text-lg font-semibold text-ink">{t("empty", { term })}</p>
      <p className="mt-1 text-muted">{t("empty_hint")}</p>
      <TitledSection id="search-suggestions" className="mt-8" title={t("suggestions")}>
        {fields.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
            {fields.map((field) => (
              <li
                key={field.id}
                className="flex items-center gap-3 rounded-lg border border-line bg-white p-3"
              >
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
        ) : null}
        <p className="mt-4">
          <Link to="/fachgebiete" className="font-semibold text-primary underline">
            {t("all_fields")}
          </Link>
        </p>
      </TitledSection>
    </div>
  );
}
