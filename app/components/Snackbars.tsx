import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FlashMessage } from "~/lib/flash";
import { useHydrated } from "~/lib/use-hydrated";

// Spec §9: error 5000 ms at the top, success 3000 ms at the bottom.
const DURATION = { success: 3000, error: 5000 } as const;

/**
 * The snackbars of spec 2.4, fed by the server's flash message so they work without JavaScript.
 * Only one shows at a time; they hide by CSS after their time, paused on hover and focus.
 */
export function Snackbars({ flash }: { flash: FlashMessage | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<FlashMessage | null>(null);
  useEffect(() => setDismissed(null), [flash]);
  // A message about one field is shown at that field.
  if (!flash || dismissed === flash || flash.field) return null;

  const texts = flash.messages.map((message) =>
    "text" in message ? message.text : t(message.key, message.values),
  );
  const isError = flash.kind === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`snackbar-timed fixed inset-x-0 z-50 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md px-4 py-3 text-white shadow-lg ${
        isError ? "top-20 bg-error" : "bottom-20 bg-success md:bottom-6"
      }`}
      style={{ ["--snackbar-duration" as string]: `${DURATION[flash.kind]}ms` }}
      data-testid={`snackbar-${flash.kind}`}
    >
      {texts.length === 1 ? (
        <p>{texts[0]}</p>
      ) : (
        <ul className="list-disc pl-5">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {hydrated ? (
        <button
          type="button"
          onClick={() => setDismissed(flash)}
          className="-my-1 rounded px-2 font-semibold underline"
          aria-label={t("snackbar.close")}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
