import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldIcon } from "~/components/content/FieldIcon";
import { linkTo } from "~/lib/links";
import { SectionHeading } from "./SectionHeading";
import type { LandingSection } from "./model";

/** FIELDS: field tiles linking to /fachgebiete/{slug}. */
export function FieldsSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? t("landing.fields")}</SectionHeading>
      {section.fields.length === 0 ? (
        <p className="mt-4 text-muted">{t("landing.empty_list")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
          {section.fields.map((field) => (
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
      )}
    </section>
  );
}
