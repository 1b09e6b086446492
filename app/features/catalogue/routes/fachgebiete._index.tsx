import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFieldsOverview, type OverviewField } from "../catalogue.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldIcon } from "~/components/content/FieldIcon";
import { FollowControls } from "~/components/content/FollowControls";
import { linkTo } from "~/lib/links";
import { TitledSection } from "~/components/ui/TitledSection";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";

// /fachgebiete (spec 2.1, 3.4): every field not merged into another, relevant ones first.
export const loader = ({ request }: LoaderFunctionArgs) => loadFieldsOverview(request);

export const meta = pageMeta;

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

export default function FieldsOverview() {
  const { t } = useTranslation("content");
  const { relevant, other } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("fields.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("fields.intro")}</p>
      {relevant.length + other.length === 0 ? <p className="mt-8 text-muted">{t("fields.empty")}</p> : null}
      {relevant.length > 0 ? <FieldGrid fields={relevant} signedIn={signedIn} /> : null}
      {other.length > 0 ? (
        <TitledSection id="other-fields" className="mt-12" title={t("fields.other_heading")}>
          <FieldGrid fields={other} signedIn={signedIn} />
        </TitledSection>
      ) : null}
    </div>
  );
}

function FieldGrid({ fields, signedIn }: { fields: OverviewField[]; signedIn: boolean }) {
  const { t } = useTranslation("content");
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => (
        <li
          key={field.id}
          className="flex items-start gap-3 rounded-lg border border-line bg-white p-3"
          data-testid="field-item"
        >
          <FieldIcon name={field.name} color={field.color} icon={field.icon} />
          <div className="min-w-0 flex-1">
            <Link
              to={linkTo({ type: "Field", slug: field.slug })}
              className="font-semibold break-words hyphens-auto text-ink hover:text-primary hover:underline"
            >
              {field.name}
            </Link>
            <p className="text-sm text-muted">
              {t("fields.count", { count: field.count })}
              {field.merged.length > 0 ? (
                <>
                  <br />
                  {t("fields.includes", { names: field.merged.join(", ") })}
                </>
              ) : null}
            </p>
            {signedIn ? (
              <div className="mt-2">
                <FollowControls
                  target={{ type: "Field", id: field.id, name: field.name }}
                  followed={field.followed}
                  notify={false}
                  signedIn
                  withNotify={false}
                  named
                />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
