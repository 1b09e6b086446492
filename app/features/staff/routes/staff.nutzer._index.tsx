import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffUserSearchDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { userSearchAction } from "~/features/staff/staff-users.server";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { countryName } from "~/lib/countries";
import { labelIn } from "~/lib/labels";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { passRetryAfter } from "~/lib/route-headers";
import { isSingleLine } from "~/lib/validation";
import { pageTitle } from "~/lib/title";

// /staff/nutzer: support finds a user by address or name (a GET form, `?suche=`); an address
// without an account can be sent a registration code. 404 for everyone but the support roles
// (decision 035).

const SEARCH_MIN = 2;
const SEARCH_MAX = 255;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = (url.searchParams.get("suche") ?? "").trim();
  const query = raw.length >= SEARCH_MIN && raw.length <= SEARCH_MAX && isSingleLine(raw) ? raw : null;
  // Without a search the page asks whether the session may search at all (else the 404).
  const api = await staffApi(request, url.pathname + url.search, query ? undefined : "USERS");
  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const { staffUserSearch, professions } = query
    ? await api.request(StaffUserSearchDocument, { query })
    : { staffUserSearch: [], professions: [] };
  const users = staffUserSearch.map((user) => {
    const profession = professions.find((p) => p.value === user.profession);
    return {
      id: user.id,
      name: [user.title ? t(`common:titles.${user.title}`) : null, user.first_name, user.last_name]
        .filter(Boolean)
        .join(" "),
      email: user.email,
      profession: profession ? labelIn(locale, profession) : user.profession,
      country: countryName(user.country, locale),
      status: user.status,
    };
  });
  return {
    title: pageTitle(t, "staff:users.title"),
    search: raw,
    tooShort: raw !== "" && query === null,
    searched: query !== null,
    users,
    // An address nobody has: support may send it a registration code.
    unknownAddress:
      query !== null && users.length === 0 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query) ? query : null,
  };
}

export const action = ({ request }: ActionFunctionArgs) => userSearchAction(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export const headers = passRetryAfter;

export default function UserSearch() {
  const { t } = useTranslation("staff");
  const { search, tooShort, searched, users, unknownAddress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("users.title")}</h1>
      <p className="mt-2 text-muted">{t("users.intro")}</p>
      <Form
        method="get"
        role="search"
        aria-label={t("users.search")}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <label className="flex grow flex-col text-sm font-semibold text-ink" htmlFor="user-search">
          {t("users.search_label")}
        </label>
        <input
          id="user-search"
          name="suche"
          type="search"
          defaultValue={search}
          maxLength={SEARCH_MAX}
          aria-describedby={tooShort ? "user-search-error" : undefined}
          aria-invalid={tooShort ? true : undefined}
          className="min-h-10 w-full max-w-md rounded border border-line bg-white px-3 text-ink focus:border-primary"
        />
        <button type="submit" className={primaryButtonClass}>
          {t("users.search")}
        </button>
      </Form>
      {tooShort ? (
        <p id="user-search-error" className="mt-2 text-sm text-error">
          {t("users.too_short", { count: SEARCH_MIN })}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded border border-error p-3 text-error">
          {actionData.error}
        </p>
      ) : null}
      {searched ? (
        <p role="status" className="mt-6 font-semibold text-ink">
          {t("users.found", { count: users.length })}
        </p>
      ) : null}
      {users.length > 0 ? (
        <ul className="mt-3 divide-y divide-line rounded border border-line bg-white">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <Link to={`/staff/nutzer/${user.id}`} className="font-semibold text-primary underline">
                  {user.name}
                </Link>
                <span className="block break-all text-sm text-muted">{user.email}</span>
              </div>
              <span className="text-sm text-ink">
                {user.profession}, {user.country} · {t(`users.status.${user.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {unknownAddress ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="registration-code" />
          <input type="hidden" name="email" value={unknownAddress} />
          <p className="text-ink">{t("users.no_account", { email: unknownAddress })}</p>
          <button type="submit" className={outlineButtonClass}>
            {t("users.send_registration_code")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
