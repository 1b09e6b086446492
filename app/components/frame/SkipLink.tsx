import { useTranslation } from "react-i18next";
import { MAIN_ID } from "./constants";

/** The first focusable element of every framed page. */
export function SkipLink() {
  const { t } = useTranslation("frame");
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded bg-primary px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      {t("skip_to_content")}
    </a>
  );
}
