import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { SHARE_DIALOG, shareDialogHref } from "./params";
import { ShareDialog } from "./ShareDialog";
import { ShareIcon } from "~/components/ui/icons";

export interface ShareControlsProps {
  /** Absolute URL of the page to share (without ?t=). */
  url: string;
  title: string;
  /** Offer the optional start-at time field (videos). */
  allowTimestamp?: boolean;
}

export const SHARE_BUTTON_ID = "share-button";

/**
 * The share button and, while the URL says `?dialog=share`, the share dialog (spec 2.5). Render it
 * once per page: the sharable alert's button opens this same dialog.
 */
export function ShareControls({ url, title, allowTimestamp = false }: ShareControlsProps) {
  const { t } = useTranslation("share");
  const { pathname, search } = useLocation();
  const open = new URLSearchParams(search).get("dialog") === SHARE_DIALOG;
  return (
    <>
      <Link
        id={SHARE_BUTTON_ID}
        to={shareDialogHref(pathname, search)}
        preventScrollReset
        className={`${outlineButtonClass} gap-2`}
        data-testid="share-button"
      >
        <ShareIcon />
        {t("button")}
      </Link>
      {open ? (
        <ShareDialog
          url={url}
          title={title}
          allowTimestamp={allowTimestamp}
          returnFocusId={SHARE_BUTTON_ID}
        />
      ) : null}
    </>
  );
}
