import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useCloseHref, UrlDialog } from "~/components/dialogs/UrlDialog";
import { outlineButtonClass, primaryButtonClass } from "../ui/buttonStyles";
import { PROFILE_MENU_ID } from "./ProfileMenu";

/** Spec 2.5: the logout confirmation, opened by `?dialog=logout` (the profile menu links there). */
export function LogoutDialog() {
  const { t } = useTranslation("frame");
  const closeHref = useCloseHref();

  return (
    <UrlDialog
      title={t("logout.title")}
      description={t("logout.text")}
      width={500}
      returnFocusId={`${PROFILE_MENU_ID}-summary`}
    >
      <Form method="post" action="/logout" className="flex flex-wrap justify-end gap-3">
        <Link to={closeHref} replace preventScrollReset className={outlineButtonClass}>
          {t("logout.cancel")}
        </Link>
        <button type="submit" className={primaryButtonClass}>
          {t("logout.confirm")}
        </button>
      </Form>
    </UrlDialog>
  );
}
