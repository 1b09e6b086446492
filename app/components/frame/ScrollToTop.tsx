import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import { MAIN_ID, SCROLL_DEBOUNCE_MS, SCROLL_TOP_THRESHOLD_PX } from "./constants";
import { ArrowUpIcon } from "../ui/icons";

/** Appears after 150 px of scrolling (checked at most every 150 ms); needs JavaScript, so none on the server. */
export function ScrollToTop() {
  const { t } = useTranslation("frame");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      timer = undefined;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      timer ??= window.setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  if (!hydrated || !visible) return null;

  const scrollUp = () => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollUp}
      aria-label={t("scroll_to_top")}
      className="fixed right-4 bottom-20 z-20 inline-flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
