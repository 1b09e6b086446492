import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { setAnalyticsUser, track, type AnalyticsUser } from "~/lib/analytics";

/** The data of a `page_view`: the path with its query, the page number of a paginated list. */
export function pageViewData(pathname: string, search: string, title: string, firstLoad: boolean) {
  const page = Number(new URLSearchParams(search).get("page"));
  return {
    page_path: pathname + search,
    page_title: title,
    page_number: Number.isInteger(page) && page > 1 ? page : 1,
    navigation: firstLoad ? "load" : "client",
  };
}

/**
 * Keeps the data layer's viewer context (spec §7) in step with the root loader data, reports a
 * `page_view` for the first load and for every client-side navigation, pagination included (the
 * page is a `?page=` link; a tag manager sees only the first load otherwise), and reports clicks on
 * the frame's navigation links (`click_navigation`): links marked `data-nav="<route>"`.
 */
export function useDataLayer(user: AnalyticsUser | null): void {
  const key = JSON.stringify(user);
  useEffect(() => {
    setAnalyticsUser(JSON.parse(key) as AnalyticsUser | null);
  }, [key]);

  const { pathname, search } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    // After the commit, so the title is the new page's; a form posted back to the same URL is no new view.
    track("page_view", pageViewData(pathname, search, document.title, firstLoad.current));
    firstLoad.current = false;
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-nav]") : null;
      if (!link) return;
      track("click_navigation", {
        page_title: link.textContent?.trim() ?? "",
        page_url: link.href,
        route_name: link.dataset.nav,
        nav_area: link.closest<HTMLElement>("[data-nav-area]")?.dataset.navArea ?? null,
      });
    };
    // Capture: the link navigates (client-side) right after; the event is pushed before that.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

/**
 * The tag manager loader, only when an operator set GTM_ID (validated `GTM-…`, so safe to inline).
 * It runs with the response's nonce; 'strict-dynamic' lets it load the manager's script.
 */
export function TagManagerScript({ id, nonce }: { id: string; nonce: string | undefined }) {
  const code =
    "(function(w,d,i){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    "var j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;" +
    `d.head.appendChild(j);})(window,document,${JSON.stringify(id)});`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
