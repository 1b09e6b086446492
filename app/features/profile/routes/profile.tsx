import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireToken } from "~/.server/auth";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";

// /profile and its pages (spec 2.1): signed in only; the pages share this navigation.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  return null;
}

const PAGES = [
  { to: "/profile", key: "overview", end: true },
  { to: "/profile/personal-details", key: "personal" },
  { to: "/profile/professional-details", key: "professional" },
  { to: "/profile/password-change", key: "password" },
  { to: "/profile/notifications", key: "notifications" },
  { to: "/profile/subscriptions", key: "subscriptions" },
  { to: "/profile/my-content", key: "my_content" },
  { to: "/profile/certificates", key: "certificates" },
] as const;

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

export default function ProfileLayout() {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6">
      <nav aria-label={t("nav.label")}>
        <ul className="flex flex-wrap gap-2 border-b border-line pb-3">
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                end={"end" in page}
                className={({ isActive }) =>
                  `inline-flex min-h-10 items-center rounded-full px-4 font-semibold ${
                    isActive ? "bg-primary text-white" : "text-primary hover:bg-primary-light"
                  }`
                }
              >
                {t(`nav.${page.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
