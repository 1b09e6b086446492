import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { primaryButtonClass, outlineButtonClass } from "~/components/ui/buttonStyles";
import { LockIcon } from "~/components/ui/icons";
import { LockAuthLinks, ProofLink, useLockViewer } from "~/components/content/LockAuthLinks";
import { lockHintKey } from "~/components/content/lock-hints";
import type { LockReason } from "~/.server/graphql/generated/graphql";
import { onDemand } from "~/render/on-demand";

// The unlock form's code loads when its dialog opens (decision 021).
const UnlockDialog = onDemand("UnlockDialog", () => import("./UnlockDialog").then((m) => m.UnlockDialog));

export interface LockedMediaProps {
  reason: LockReason;
  signedIn: boolean;
  title: string;
  thumbnailUrl?: string | null;
  /** What stays visible for everyone above the lock notice, e.g. a livestream's countdown. */
  children?: ReactNode;
}

const UNLOCK_BUTTON_ID = "unlock-button";

/** The page's own URL with the unlock dialog open, and without it (where the dialog returns to). */
function unlockHrefs(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("dialog");
  params.delete("step");
  const back = params.size ? `${pathname}?${params}` : pathname;
  params.set("dialog", "unlock");
  return { back, open: `${pathname}?${params}` };
}

/**
 * Shown instead of the player for a locked item (spec 1 gated content): the thumbnail, why it is
 * locked, login and register for anonymous viewers, and for codes and paid items 'Inhalt
 * freischalten', which opens the unlock dialog (`?dialog=unlock`) posting to /unlock.
 */
export function LockedMedia({ reason, signedIn, title, thumbnailUrl, children }: LockedMediaProps) {
  const { t } = useTranslation("share");
  const { pathname, search } = useLocation();
  const unlockable = signedIn && (reason === "CODE_REQUIRED" || reason === "PURCHASE_REQUIRED");
  const hrefs = unlockHrefs(pathname, search);
  const dialogOpen = unlockable && new URLSearchParams(search).get("dialog") === "unlock";
  // Paid videos and livestreams can also be bought, through the events' checkout.
  const paidItem = /^\/(video|live)\/([^/]+)$/.exec(pathname);
  const buyHref =
    signedIn && reason === "PURCHASE_REQUIRED" && paidItem ? `/registration/${paidItem[2]}` : null;
  const viewer = useLockViewer();

  return (
    <>
      <section
        aria-label={t("locked.label", { title })}
        className="relative isolate flex min-h-64 w-full items-center justify-center overflow-hidden bg-ink py-4 sm:aspect-video sm:py-0"
        data-testid="locked-media"
      >
        {thumbnailUrl ? (
          <img
            src={thumbnailUrl}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30"
          />
        ) : null}
        <div className="m-4 flex max-w-md flex-col items-center gap-3 rounded-lg bg-white/95 p-5 text-center shadow-xl">
          {children}
          <LockIcon className="size-8 text-primary" />
          <p className="text-lg font-semibold text-ink">{t(`content:lock.${reason}`)}</p>
          <p className="text-muted">{t(lockHintKey(reason, signedIn ? viewer : "anonymous"))}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {signedIn ? null : (
              <LockAuthLinks loginClass={primaryButtonClass} registerClass={outlineButtonClass} />
            )}
            {signedIn && reason === "HWG_REQUIRED" ? <ProofLink className={primaryButtonClass} /> : null}
            {buyHref ? (
              <Link to={buyHref} className={primaryButtonClass}>
                {t("locked.buy")}
              </Link>
            ) : null}
            {unlockable ? (
              <Link
                id={UNLOCK_BUTTON_ID}
                to={hrefs.open}
                preventScrollReset
                className={buyHref ? outlineButtonClass : primaryButtonClass}
                data-testid="unlock-button"
              >
                {t("unlock.button")}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      {/* Outside the section: its stacking context would put the frame above the dialog. */}
      {dialogOpen ? <UnlockDialog redirectTo={hrefs.back} returnFocusId={UNLOCK_BUTTON_ID} /> : null}
    </>
  );
}
