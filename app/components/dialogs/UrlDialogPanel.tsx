import * as Dialog from "@radix-ui/react-dialog";
import { Link, useNavigate } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCloseHref, type UrlDialogProps as Props } from "./url-dialog-shared";

/**
 * A dialog addressed by the URL (decision 003): rendered on the server so it works without
 * JavaScript, a Radix dialog (focus trap, Escape, focus return) once hydrated. Closing is a
 * link to the same URL without the dialog parameter. No Portal: it would render nothing on the server.
 */
export default function UrlDialogPanel({
  title,
  description,
  width,
  returnFocusId,
  closeHref: closeTo,
  height,
  children,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentCloseHref = useCloseHref();
  const closeHref = closeTo ?? currentCloseHref;
  // Where focus goes back on close: what had it when the dialog opened (a dialog that arrived with the
  // page has none), else the main content, so keyboard users never land on <body>.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    // Replaced by another dialog (login → register …): that one has the focus, and taking it away
    // would count as leaving its field and show "required" before anything was typed.
    const replacedBy = Array.from(document.querySelectorAll('[role="dialog"]')).some(
      (dialog) => dialog !== contentRef.current && dialog.isConnected,
    );
    if (replacedBy) return;
    const target =
      opener instanceof HTMLElement && opener.isConnected && opener.offsetParent !== null ? opener : null;
    // Without scrolling: focusing <main> scrolled it under the fixed top bar, so /home opened 64 px
    // down after the login dialog, the greeting hidden (the page's own scroll position stands).
    (target ?? document.getElementById(returnFocusId ?? "main") ?? document.getElementById("main"))?.focus({
      preventScroll: true,
    });
  };
  // Focus starts where the dialog says (`startsFocus`), else on Radix's choice: the first tabbable
  // that is not a link, or the dialog itself.
  const focusStart = (event: Event) => {
    const start = contentRef.current?.querySelector<HTMLElement>("[data-autofocus]");
    if (!start) return;
    event.preventDefault();
    start.focus();
  };
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => !open && navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        ref={contentRef}
        onOpenAutoFocus={focusStart}
        onCloseAutoFocus={returnFocus}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        style={{ maxWidth: width, height: height ? `min(${height}px, calc(100vh - 2rem))` : undefined }}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <Dialog.Title id={titleId} className="text-xl font-semibold text-ink">
            {title}
          </Dialog.Title>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-surface"
            aria-label={t("dialog.close")}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        {description ? (
          <Dialog.Description id={descriptionId} className="mb-4 text-muted">
            {description}
          </Dialog.Description>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
