import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { useHydrated } from "~/lib/use-hydrated";
import { SHARE_DIALOG, shareDialogHref } from "./params";
import { ShareIcon } from "~/components/ui/icons";

// Spec §9: the sharable alert hides itself after 30 s.
export const SHARABLE_ALERT_MS = 30_000;

type Props = {
  /** Defaults: 'Gefällt dir dieser Inhalt?' and 'Teile ihn mit Kolleginnen und Kollegen.' */
  header?: string;
  text?: string;
  /**
   * When it appears: with the page (`load`), or once the page's video has played to its end
   * (`video-end`, JavaScript only: without it the share button stays the way to share).
   */
  showOn?: "load" | "video-end";
  /**
   * In the page's flow where it is rendered instead of floating over the page's corner: where a
   * floating prompt would cover what the viewer needs at that moment (the CME box and its button).
   */
  inFlow?: boolean;
};

/**
 * The sharable alert of spec 2.4: header, text and a share button that opens the page's share
 * dialog (so render it on a page that also renders `ShareControls`). It hides after 30 s (paused
 * while hovered or focused, by CSS, so also without JavaScript), on route change and when dismissed.
 */
export function SharableAlert({ header, text, showOn = "load", inFlow = false }: Props) {
  const { t } = useTranslation("share");
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(false);
  const [due, setDue] = useState(showOn === "load");
  useEffect(() => {
    if (showOn !== "video-end") return;
    const video = document.querySelector("video");
    const onEnded = () => setDue(true);
    video?.addEventListener("ended", onEnded);
    return () => video?.removeEventListener("ended", onEnded);
  }, [showOn]);
  const shownOn = useRef(pathname);
  // On route change (a layout that keeps it mounted), it goes.
  useEffect(() => {
    if (pathname !== shownOn.current) setDismissed(true);
  }, [pathname]);

  const dialogOpen = new URLSearchParams(search).get("dialog") === SHARE_DIALOG;
  if (!due || dismissed || dialogOpen) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={
        inFlow
          ? "snackbar-timed snackbar-in-flow mt-4 flex flex-col gap-2 rounded-lg border border-line bg-white p-4"
          : "snackbar-timed fixed right-4 bottom-20 z-30 flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-2 rounded-lg border border-line bg-white p-4 shadow-xl md:right-6 md:bottom-6"
      }
      style={{ ["--snackbar-duration" as string]: `${SHARABLE_ALERT_MS}ms` }}
      data-testid="sharable-alert"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-ink">
          {header ?? t("alert.header")}
        </h2>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setDismissed(true)}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-xl leading-none text-muted hover:bg-surface"
            aria-label={t("alert.close")}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <p className="text-muted">{text ?? t("alert.text")}</p>
      <Link
        to={shareDialogHref(pathname, search)}
        preventScrollReset
        onClick={() => setDismissed(true)}
        className={`${primaryButtonClass} gap-2 self-start`}
      >
        <ShareIcon />
        {t("button")}
      </Link>
    </section>
  );
}
