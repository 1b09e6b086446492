import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { CurrentPasswordField } from "~/components/forms/PasswordFields";
import { deleteAccountSchema } from "../profile.schema";
import { refreshValidationHref } from "~/components/frame/ValidationAlerts";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { loadProfileOverview } from "../profile-pages.server";
import { profileOverviewAction } from "../profile-pages.server";
import { TitledSection } from "~/components/ui/TitledSection";

// /profile (spec 2.1): who I am, my proof (with the renew action when it expires soon),
// my CME summary, what I follow, and the settings pages.
export const loader = ({ request }: LoaderFunctionArgs) => loadProfileOverview(request);

/** Deleting the account: the password confirms it; then the session ends, back to the landing page. */
export const action = ({ request }: ActionFunctionArgs) => profileOverviewAction(request);

export const meta = pageMeta;

// The overview is a grid of cards, one a section.
const cardClass = "rounded-lg border border-line bg-white p-5";

export default function ProfileOverview() {
  const { t, i18n } = useTranslation("profile");
  const { user, cme, follows } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const status = user.validationStatus;
  return (
    <div className="grid gap-6 py-6 md:grid-cols-2">
      <h1 className="text-3xl font-bold text-ink md:col-span-2">{t("overview.title")}</h1>
      <TitledSection id="profile-account" title={t("overview.account_heading")} className={cardClass}>
        <p className="mt-2 text-lg font-semibold text-ink">{user.name}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t("overview.email")}</dt>
          <dd className="break-all text-ink">{user.email}</dd>
          <dt className="text-muted">{t("overview.profession")}</dt>
          <dd className="text-ink">{user.profession}</dd>
          <dt className="text-muted">{t("overview.country")}</dt>
          <dd className="text-ink">{user.country}</dd>
        </dl>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to="/profile/personal-details" className={outlineButtonClass}>
            {t("nav.personal")}
          </Link>
          <Link to="/profile/professional-details" className={outlineButtonClass}>
            {t("nav.professional")}
          </Link>
          <Link to="/profile/email-change" className={outlineButtonClass}>
            {t("email.link")}
          </Link>
        </p>
      </TitledSection>

      <TitledSection id="profile-proof" title={t("overview.proof_heading")} className={cardClass}>
        {status ? (
          <>
            <p className="mt-2 font-semibold text-ink">
              {t(`auth:request_validation.status.${status}.title`)}
            </p>
            {status === "ACCEPTED" && user.validationExpiresAt ? (
              <p className="text-sm text-muted">
                {t("overview.proof_until", { date: formatDate(user.validationExpiresAt, i18n.language) })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-ink">{t("overview.proof_none")}</p>
        )}
        {user.validationExpiringSoon || status === "EXPIRED" || status === "REJECTED" ? (
          <Link to={refreshValidationHref(pathname, search)} className={`${primaryButtonClass} mt-4`}>
            {t("overview.renew")}
          </Link>
        ) : null}
      </TitledSection>

      <TitledSection id="profile-cme" title={t("overview.cme_heading")} className={cardClass}>
        <p className="mt-2 text-ink" data-testid="profile-cme">
          {cme.count > 0 ? t("overview.cme_summary", cme) : t("overview.cme_none")}
        </p>
        <Link to="/profile/certificates" className={`${outlineButtonClass} mt-4`}>
          {t("overview.cme_link")}
        </Link>
      </TitledSection>

      <TitledSection id="profile-follows" title={t("overview.follows_heading")} className={cardClass}>
        {follows.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {follows.map((follow) => (
              <li key={follow.key}>
                <Link
                  to={follow.href}
                  className="inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm text-ink hover:border-primary"
                >
                  {follow.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className="mt-2 text-ink">{t("overview.follows_none")}</p>
            <Link to="/fachgebiete" className={`${outlineButtonClass} mt-4`}>
              {t("overview.discover")}
            </Link>
          </>
        )}
      </TitledSection>
      <AccountData />
    </div>
  );
}

function AccountData() {
  const { t } = useTranslation("profile");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema(t) }),
    shouldValidate: "onSubmit",
  });
  return (
    <TitledSection
      id="profile-data"
      title={t("account.data_heading")}
      className={`${cardClass} md:col-span-2`}
    >
      <p className="mt-2 text-ink">{t("account.export_text")}</p>
      <a href="/profile/data-export" download className={`${outlineButtonClass} mt-3`}>
        {t("account.export")}
      </a>
      <h3 className="mt-6 font-semibold text-ink">{t("account.delete_heading")}</h3>
      <p className="mt-1 max-w-2xl text-ink">{t("account.delete_text")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex max-w-md flex-col gap-2">
        <ErrorSummary
          result={result}
          formErrors={form.errors}
          fields={[
            { id: fields.password.id, label: t("account.delete_password"), errors: fields.password.errors },
          ]}
        />
        <CurrentPasswordField meta={fields.password} label={t("account.delete_password")} />
        <button
          type="submit"
          className="inline-flex min-h-10 items-center justify-center self-start rounded-full bg-error px-4 font-semibold text-white hover:opacity-90"
        >
          {t("account.delete")}
        </button>
      </Form>
    </TitledSection>
  );
}
