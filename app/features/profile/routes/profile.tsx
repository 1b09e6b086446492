import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireToken } from "~/.server/auth";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";
import { profilePages } from "~/components/frame/navigation";

// /profile and its pages (spec 2.1): signed in only; the pages share this navigation.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  return null;
}

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

export default function ProfileLayout() {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6">
      <nav aria-label={t("nav.label")}>
        <ul className="flex flex-wrap gap-2 border-b border-line pb-3">
          {profilePages.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                end={page.end}
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
