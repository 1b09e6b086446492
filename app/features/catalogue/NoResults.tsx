import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldLinkTiles, type FieldLink } from "~/components/content/FieldLinkTiles";
import { TitledSection } from "~/components/ui/TitledSection";

/** An empty result says so and suggests fields to browse instead. */
export function NoResults({ term, fields }: { term: string; fields: FieldLink[] }) {
  const { t } = useTranslation("search");
  return (
    <div className="mt-8" data-testid="search-empty">
      <p className="text-lg font-semibold text-ink">{t("empty", { term })}</p>
      <p className="mt-1 text-muted">{t("empty_hint")}</p>
      <TitledSection id="search-suggestions" className="mt-8" title={t("suggestions")}>
        {fields.length > 0 ? <FieldLinkTiles fields={fields} /> : null}
        <p className="mt-4">
          <Link to="/fachgebiete" className="font-semibold text-primary underline">
            {t("all_fields")}
          </Link>
        </p>
      </TitledSection>
    </div>
  );
}
