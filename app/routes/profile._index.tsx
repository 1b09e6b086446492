import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { ProfileOverviewDocument } from "~/.server/graphql/profile";
import { getFixedT, getLocale } from "~/.server/i18n";
import { refreshValidationHref } from "~/components/frame/ValidationAlerts";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { labelIn } from "~/lib/labels";
import { linkTo } from "~/lib/links";
import { pageTitle } from "~/lib/title";

// /profile (spec 2.1, issue 13): who I am, my proof (with the renew action when it expires soon),
// my CME summary, what I follow, and the settings pages.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ me, professions, myCertificates }, t] = await Promise.all([
    api.request(ProfileOverviewDocument),
    getFixedT(request),
  ]);
  if (!me) throw new Response(null, { status: 401 });
  const profession = professions.find((p) => p.value === me.profession);
  const credited = myCertificates.filter((c) => c.status === "ACCREDITED" || c.requester === "EXTERNAL");
  const pending = myCertificates.filter(
    (c) => c.requester === "PLATFORM" && (c.status === "REQUESTED" || c.status === "RELEASE_PENDING"),
  );
  const sum = (list: typeof myCertificates) => list.reduce((total, c) => total + c.points, 0);
  return {
    title: pageTitle(t, "profile:overview.title"),
    user: {
      name: [me.title ? t(`common:titles.${me.title}`) : null, me.first_name, me.last_name]
        .filter(Boolean)
        .join(" "),
      firstName: me.first_name,
      email: me.email,
      profession: profession ? labelIn(locale, profession) : me.profession,
      country: new Intl.DisplayNames([locale], { type: "region" }).of(me.country) ?? me.country,
      validationStatus: me.validation_status ?? null,
      validationExpiresAt: me.validation_expires_at ?? null,
      validationExpiringSoon: me.validation_expiring_soon,
    },
    cme: { count: myCertificates.length, points: sum(credited), pending: sum(pending) },
    follows: me.follows.map((follow) => ({
      key: `${follow.type}:${follow.id}`,
      name: follow.name,
      href: linkTo({ type: follow.type === "FIELD" ? "Field" : "Channel", slug: follow.slug }),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ProfileOverview() {
  const { t, i18n } = useTranslation("profile");
  const { user, cme, follows } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const status = user.validationStatus;
  return (
    <div className="grid gap-6 py-6 md:grid-cols-2">
      <h1 className="text-3xl font-bold text-ink md:col-span-2">{t("overview.title")}</h1>
      <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="profile-account">
        <h2 id="profile-account" className="text-xl font-semibold text-ink">
          {t("overview.account_heading")}
        </h2>
        <p className="mt-2 text-lg font-semibold text-ink">{user.name}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t("overview.email")}</dt>
          <dd className="break-all text-ink">{user.email}</dd>
          <dt className="text-muted">{t("overview.profession")}</dt>
          <dd className="text-ink">{user.profession}</dd>
          <dt className="text-muted">{t("overview.country")}</dt>
          <dd className="text-ink">{user.country}</dd>
        </dl>
        <Link to="/profile/personal-details" className={`${outlineButtonClass} mt-4`}>
          {t("nav.personal")}
        </Link>
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="profile-proof">
        <h2 id="profile-proof" className="text-xl font-semibold text-ink">
          {t("overview.proof_heading")}
        </h2>
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
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="profile-cme">
        <h2 id="profile-cme" className="text-xl font-semibold text-ink">
          {t("overview.cme_heading")}
        </h2>
        <p className="mt-2 text-ink" data-testid="profile-cme">
          {cme.count > 0 ? t("overview.cme_summary", cme) : t("overview.cme_none")}
        </p>
        <Link to="/profile/certificates" className={`${outlineButtonClass} mt-4`}>
          {t("overview.cme_link")}
        </Link>
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="profile-follows">
        <h2 id="profile-follows" className="text-xl font-semibold text-ink">
          {t("overview.follows_heading")}
        </h2>
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
      </section>
    </div>
  );
}
