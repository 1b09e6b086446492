import { useLocation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCloseHref, UrlDialog } from "~/components/dialogs/UrlDialog";
import { primaryButtonClass, outlineButtonClass } from "~/components/ui/buttonStyles";
import { SHARE_NETWORKS, sharedUrl, shareLinks } from "~/lib/share-links";
import { secondsToTimeField, timeDigits, timeFieldValue } from "~/lib/time-field";
import { useHydrated } from "~/lib/use-hydrated";
import { SHARE_AT_PARAM, SHARE_DIALOG, SHARE_PARAMS, SHARE_TIME_PARAM } from "./params";
import { TimeField } from "./TimeField";

type Props = { url: string; title: string; allowTimestamp: boolean; returnFocusId?: string };

type CopyState = "idle" | "copied" | "failed";

/** Where the page's player is, to suggest it as the start time (videos). */
function currentPlayerDigits(): string {
  const video = document.querySelector("video");
  if (!video || !(video.currentTime >= 1)) return "";
  return timeDigits(secondsToTimeField(video.currentTime)).replace(/^0+/, "");
}

/**
 * The share dialog (spec 2.5, max width 348): network links with the encoded URL and the default
 * recommendation text, copy link, and an optional start time (time field, spec §5).
 * Without JavaScript the start time is a GET form that reloads the dialog with new links.
 */
export function ShareDialog({ url, title, allowTimestamp, returnFocusId }: Props) {
  const { t } = useTranslation("share");
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const closeHref = useCloseHref(SHARE_PARAMS);
  const [enabled, setEnabled] = useState(params.get(SHARE_AT_PARAM) === "1");
  const [digits, setDigits] = useState(() =>
    timeDigits(params.get(SHARE_TIME_PARAM) ?? "").replace(/^0+/, ""),
  );
  const [copy, setCopy] = useState<CopyState>("idle");
  const linkInput = useRef<HTMLInputElement>(null);

  const startSeconds = allowTimestamp && enabled ? timeFieldValue(digits) : null;
  const text = t("text", { product: t("common:product_name"), title });
  const links = shareLinks({ url, title, text, startSeconds });
  const link = sharedUrl(url, startSeconds);
  // The page's other parameters survive the no-JS reload of the form.
  const kept = [...params.entries()].filter(([name]) => !SHARE_PARAMS.includes(name));

  const toggle = (checked: boolean) => {
    setEnabled(checked);
    setCopy("idle");
    if (checked && !digits) setDigits(currentPlayerDigits());
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy("copied");
    } catch {
      setCopy("failed");
      linkInput.current?.select();
    }
  };

  const onSubmit = (event: FormEvent) => {
    // With JavaScript the links follow the fields as they change; no reload needed.
    if (hydrated) event.preventDefault();
  };

  return (
    <UrlDialog title={t("dialog.title")} width={348} closeHref={closeHref} returnFocusId={returnFocusId}>
      <div className="flex flex-col gap-5" data-testid="share-dialog">
        <section aria-labelledby="share-networks">
          <h3 id="share-networks" className="mb-2 text-sm font-semibold text-muted">
            {t("dialog.networks")}
          </h3>
          <ul className="grid grid-cols-2 gap-2">
            {SHARE_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={links[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-network={network}
                  className={`${outlineButtonClass} w-full px-3 text-sm`}
                >
                  {t(`networks.${network}`)}
                  <span className="sr-only"> {t("dialog.new_tab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        {allowTimestamp ? (
          <form method="get" action={pathname} onSubmit={onSubmit} className="flex flex-col gap-3">
            {kept.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="dialog" value={SHARE_DIALOG} />
            <label className="flex min-h-10 items-center gap-2 font-medium text-ink">
              <input
                type="checkbox"
                name={SHARE_AT_PARAM}
                value="1"
                checked={enabled}
                onChange={(event) => toggle(event.target.checked)}
                className="size-5 accent-primary"
              />
              {t("timestamp.enable")}
            </label>
            <TimeField
              name={SHARE_TIME_PARAM}
              value={digits}
              onChange={(next) => {
                setDigits(next);
                setCopy("idle");
              }}
              hint={t("timestamp.hint")}
              disabled={hydrated && !enabled}
            />
            {hydrated ? null : (
              <button type="submit" className={`${primaryButtonClass} self-start`}>
                {t("timestamp.apply")}
              </button>
            )}
          </form>
        ) : null}

        <div className="flex flex-col gap-2">
          <label htmlFor="share-link" className="font-medium text-ink">
            {t("copy.label")}
          </label>
          <input
            ref={linkInput}
            id="share-link"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={hydrated ? undefined : "share-link-hint"}
            className="w-full rounded border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-primary"
            data-testid="share-link"
          />
          {hydrated ? (
            <button type="button" onClick={copyLink} className={`${primaryButtonClass} self-start`}>
              {t("copy.button")}
            </button>
          ) : (
            <p id="share-link-hint" className="text-sm text-muted">
              {t("copy.hint")}
            </p>
          )}
          <p role="status" aria-live="polite" className="min-h-6 text-sm font-semibold text-success">
            {copy === "copied" ? t("copy.copied") : null}
            {copy === "failed" ? <span className="text-error">{t("copy.failed")}</span> : null}
          </p>
        </div>
      </div>
    </UrlDialog>
  );
}
