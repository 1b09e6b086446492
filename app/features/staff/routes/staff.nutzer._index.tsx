import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { userSearchAction, userSearchPage } from "~/features/staff/staff-users.server";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { StaffSearchForm } from "~/features/staff/StaffSearchForm";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { passRetryAfter } from "~/lib/route-headers";

// /staff/nutzer: support finds a user by address or name (a GET form, `?suche=`); an address
// without an account can be sent a registration code. 404 for everyone but the support roles
// (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => userSearchPage(request);

export const action = ({ request }: ActionFunctionArgs) => userSearchAction(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export const headers = passRetryAfter;

export default function UserSearch() {
  const { t } = useTranslation("staff");
  const { search, tooShort, searched, users, unknownAddress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <StaffListPage title={t("users.title")} intro={t("users.intro")}>
      <StaffSearchForm
        id="user-search"
        label={t("users.search_label")}
        submit={t("users.search")}
        search={search}
        tooShort={tooShort}
      />
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
    </StaffListPage>
  );
}
