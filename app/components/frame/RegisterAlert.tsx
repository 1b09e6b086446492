import { useTranslation } from "react-i18next";
import { AuthLinks } from "./AuthLinks";

/** Spec 2.4: for logged-out visitors, with register and login buttons. */
export function RegisterAlert() {
  const { t } = useTranslation("frame");
  return (
    <aside aria-label={t("register_alert.label")} className="border-b border-line bg-primary-light">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64 text-ink">{t("register_alert.text")}</p>
        <AuthLinks />
      </div>
    </aside>
  );
}
