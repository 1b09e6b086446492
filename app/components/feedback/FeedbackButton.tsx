import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { onDemand } from "~/render/on-demand";
import type { FeedbackDialogProps } from "./FeedbackDialog";

// The dialog's code (the form library, zod) loads when it opens (the first-load budget, decision 021).
const FeedbackDialog = onDemand("FeedbackDialog", () =>
  import("./FeedbackDialog").then((m) => m.FeedbackDialog),
);

const BUTTON_ID = "feedback-button";

/**
 * "Feedback geben" on video and event pages: opens the feedback dialog by the URL
 * (`?dialog=feedback`), so it works without JavaScript; an anonymous visitor logs in first.
 */
export function FeedbackButton({
  about,
  signedIn,
}: {
  about: FeedbackDialogProps["about"];
  signedIn: boolean;
}) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const open = params.get("dialog") === "feedback";
  params.delete("dialog");
  const back = params.size ? `${pathname}?${params}` : pathname;
  params.set("dialog", "feedback");
  const dialogHref = `${pathname}?${params}`;
  const href = signedIn ? dialogHref : `/?${new URLSearchParams({ dialog: "login", redirect: dialogHref })}`;
  return (
    <>
      <Link id={BUTTON_ID} to={href} preventScrollReset className={outlineButtonClass}>
        {t("feedback.button")}
      </Link>
      {open && signedIn ? <FeedbackDialog about={about} redirectTo={back} returnFocusId={BUTTON_ID} /> : null}
    </>
  );
}
