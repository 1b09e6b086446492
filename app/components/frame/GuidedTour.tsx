import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { track } from "~/lib/analytics";
import { DRAWER_ID, KEEPS_MENUS_OPEN } from "./constants";
import { PROFILE_MENU_ID } from "./ProfileMenu";
import type { DrawerState } from "./useDrawerState";

/**
 * Spec §4 / §9: eight steps; 1–4 point at the main menu's entries, 5–8 at the profile menu's (which
 * opens past step 4). Each step is titled like the entry it points at.
 */
export const TOUR_STEPS = [
  { target: `#${DRAWER_ID} [data-nav="home"]`, label: "nav.home" },
  { target: `#${DRAWER_ID} [data-nav="fields"]`, label: "nav.fields" },
  { target: `#${DRAWER_ID} [data-nav="cme"]`, label: "nav.cme" },
  { target: `#${DRAWER_ID} [data-nav="appointments"]`, label: "nav.appointments" },
  { target: '[data-profile-entry="certificates"]', label: "profile_menu.certificates" },
  { target: '[data-profile-entry="subscriptions"]', label: "profile_menu.subscriptions" },
  { target: '[data-profile-entry="my_content"]', label: "profile_menu.my_content" },
  { target: '[data-profile-entry="profile"]', label: "profile_menu.profile" },
] as const;
const TOTAL = TOUR_STEPS.length;
const PROFILE_FROM = 5;

const profileMenu = () =>
  document.getElementById(`${PROFILE_MENU_ID}-summary`)?.parentElement as HTMLDetailsElement | null;

type Position = { top: number; left: number } | null;

/**
 * The guided tour (spec §4) on /home while `show_tour` is true. With JavaScript a card
 * beside the entry each step points at (at the bottom of small screens), focus on the card, Escape
 * skips. Without JavaScript a welcome panel lists the eight points; "Verstanden" ends the tour
 * (decision 019).
 */
export function GuidedTour({ hydrated, drawer }: { hydrated: boolean; drawer: DrawerState }) {
  return hydrated ? <TourCard drawer={drawer} /> : <WelcomePanel />;
}

function WelcomePanel() {
  const { t } = useTranslation("frame");
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="tour-welcome"
      className="mx-4 mt-4 rounded-lg border border-primary bg-primary-light p-4 md:mx-6"
    >
      <h2 id="tour-welcome" className="text-xl font-semibold text-ink">
        {t("tour.welcome_title")}
      </h2>
      <p className="mt-1 text-ink">{t("tour.welcome_text")}</p>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-6 text-ink sm:grid-cols-2">
        {TOUR_STEPS.map((step, index) => (
          <li key={step.label}>
            <strong>{t(step.label)}</strong>: {t(`tour.steps.${index}`)}
          </li>
        ))}
      </ol>
      <Form method="post" action="/tour" className="mt-4">
        <input type="hidden" name="redirectTo" value={pathname} />
        <button type="submit" name="intent" value="finish" className={primaryButtonClass}>
          {t("tour.understood")}
        </button>
      </Form>
    </section>
  );
}

function TourCard({ drawer }: { drawer: DrawerState }) {
  const { t } = useTranslation("frame");
  const { pathname } = useLocation();
  const fetcher = useFetcher();
  const [step, setStep] = useState(1);
  const [closed, setClosed] = useState(false);
  const [position, setPosition] = useState<Position>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finishing = fetcher.state !== "idle";
  const { overlay, overlayOpen, dockedOpen, toggle } = drawer;

  // Start: step 1, the menu open, tour_start.
  useEffect(() => {
    track("tour_start", { step: 1 });
  }, []);

  // Steps 1–4 need the main menu, 5–8 the profile menu (on small screens the drawer covers the page,
  // so it closes for them).
  const wantsDrawer = !closed && step < PROFILE_FROM;
  const drawerShown = overlay ? overlayOpen : dockedOpen;
  useEffect(() => {
    if ((wantsDrawer && !drawerShown) || (!wantsDrawer && overlay && overlayOpen)) toggle();
  }, [wantsDrawer, drawerShown, overlay, overlayOpen, toggle]);
  useEffect(() => {
    const menu = profileMenu();
    if (menu) menu.open = !closed && step >= PROFILE_FROM;
  }, [step, closed]);

  // The card sits beside the entry the step points at, which is highlighted; focus goes to the card.
  useLayoutEffect(() => {
    if (closed) return;
    const selector = TOUR_STEPS[step - 1]?.target;
    const target = selector ? document.querySelector<HTMLElement>(selector) : null;
    target?.setAttribute("data-tour-active", "");
    const place = () => {
      const rect = target?.getBoundingClientRect();
      const card = cardRef.current;
      if (!rect || !card || rect.width === 0 || window.innerWidth < 600) return setPosition(null);
      const width = card.offsetWidth;
      const left = step < PROFILE_FROM ? rect.right + 12 : Math.max(8, rect.left - width - 12);
      const top = Math.min(Math.max(8, rect.top), window.innerHeight - card.offsetHeight - 8);
      setPosition({ top, left: Math.min(left, window.innerWidth - width - 8) });
    };
    place();
    window.addEventListener("resize", place);
    return () => {
      target?.removeAttribute("data-tour-active");
      window.removeEventListener("resize", place);
    };
  }, [step, closed, drawerShown]);
  // Also after the drawer opened (it focuses its first link).
  useEffect(() => {
    if (!closed) headingRef.current?.focus();
  }, [step, closed, drawerShown]);

  // Finish closes once the server has answered (spec §4).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data !== undefined) setClosed(true);
  }, [fetcher.state, fetcher.data]);

  if (closed) return null;

  const end = (intent: "skip" | "finish") => {
    track(intent === "skip" ? "tour_skip" : "tour_finish", { step });
    fetcher.submit({ intent, redirectTo: pathname }, { method: "post", action: "/tour" });
    // Skip closes at once; finish waits for the answer.
    if (intent === "skip") setClosed(true);
  };
  const next = () => {
    track("tour_next", { step: step + 1 });
    setStep(step + 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    end("skip");
  };

  const titleId = "tour-title";
  const textId = "tour-text";
  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      {...{ [KEEPS_MENUS_OPEN]: "" }}
      onKeyDown={onKeyDown}
      data-testid="tour"
      className="fixed inset-x-2 bottom-20 z-[60] rounded-lg border border-primary bg-white p-4 shadow-xl sm:inset-x-auto sm:bottom-auto sm:w-80"
      style={position ? { top: position.top, left: position.left } : undefined}
    >
      <p className="text-sm text-muted">{t("tour.progress", { step, total: TOTAL })}</p>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold text-ink focus-visible:outline-none"
      >
        {t(TOUR_STEPS[step - 1]?.label ?? "")}
      </h2>
      <p id={textId} className="mt-1 text-ink">
        {t(`tour.steps.${step - 1}`)}
      </p>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <button type="button" onClick={() => end("skip")} className={outlineButtonClass}>
          {t("tour.skip")}
        </button>
        {step < TOTAL ? (
          <button type="button" onClick={next} className={primaryButtonClass}>
            {t("tour.next")}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => end("finish")}
            disabled={finishing}
            aria-busy={finishing}
            className={primaryButtonClass}
          >
            {finishing ? t("tour.finishing") : t("tour.finish")}
          </button>
        )}
      </div>
    </div>
  );
}
