import { useEffect } from "react";
import { setAnalyticsUser, track, type AnalyticsUser } from "~/lib/analytics";

/**
 * Keeps the data layer's viewer context (spec §7) in step with the root loader data and reports
 * clicks on the frame's navigation links (`click_navigation`): links marked `data-nav="<route>"`.
 */
export function useDataLayer(user: AnalyticsUser | null): void {
  const key = JSON.stringify(user);
  useEffect(() => {
    setAnalyticsUser(JSON.parse(key) as AnalyticsUser | null);
  }, [key]);

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
