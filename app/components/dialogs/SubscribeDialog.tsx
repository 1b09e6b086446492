import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { authHref, SUBSCRIBE_PARAMS } from "~/components/frame/urls";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import type { SubscribeData } from "~/lib/user";
import { startsFocus, UrlDialog, useCloseHref } from "./UrlDialog";

type Item = NonNullable<SubscribeData["item"]>;

const actions = "mt-6 flex flex-wrap justify-end gap-3";

/**
 * The subscribe dialog (spec 2.5, decision 029), opened on any page by
 * `?dialog=subscribe&type=Field|Channel&id=…`: what following brings, then login or registration
 * that come back here (signed out), or the follow with the e-mail reminder's choice (signed in).
 * The item's name comes from the API (root-data.ts), never from the URL. Each state starts focus on
 * its main action (`startsFocus`), also without JavaScript.
 */
export function SubscribeDialog({ data, signedIn }: { data: SubscribeData; signedIn: boolean }) {
  const { t } = useTranslation("frame");
  const closeHref = useCloseHref(["dialog", "step", ...SUBSCRIBE_PARAMS]);
  const { item } = data;
  if (!item) {
    return (
      <SubscribeShell
        title={t("subscribe.title_missing")}
        description={t("subscribe.missing")}
        closeHref={closeHref}
      >
        <div className={actions}>
          <CloseLink closeHref={closeHref} />
        </div>
      </SubscribeShell>
    );
  }
  if (!signedIn) return <SignedOut item={item} closeHref={closeHref} />;
  if (item.followed) {
    return (
      <SubscribeShell
        title={t("subscribe.title_followed", { name: item.name })}
        description={t("subscribe.followed")}
        closeHref={closeHref}
      >
        <div className={actions}>
          <Link to="/profile/subscriptions" className={outlineButtonClass}>
            {t("subscribe.manage")}
          </Link>
          <CloseLink closeHref={closeHref} />
        </div>
      </SubscribeShell>
    );
  }
  return <Follow item={item} closeHref={closeHref} />;
}

/** Login and registration come back to this very URL, so the dialog opens again signed in. */
function SignedOut({ item, closeHref }: { item: Item; closeHref: string }) {
  const { t } = useTranslation("frame");
  const { pathname, search } = useLocation();
  const back = pathname + search;
  return (
    <SubscribeShell
      title={t("subscribe.title", { name: item.name })}
      description={t("subscribe.benefit_feed")}
      closeHref={closeHref}
    >
      <p className="text-muted">{t("subscribe.benefit_mail")}</p>
      <p className="mt-4 text-ink">{t("subscribe.signed_out")}</p>
      <div className={actions}>
        <Link to={authHref("register", back)} className={outlineButtonClass}>
          {t("subscribe.register")}
        </Link>
        <Link to={authHref("login", back)} {...startsFocus} className={primaryButtonClass}>
          {t("subscribe.login")}
        </Link>
      </div>
    </SubscribeShell>
  );
}

/** Posts to /follow with the reminder's choice; post/redirect/get back to the page without the dialog. */
function Follow({ item, closeHref }: { item: Item; closeHref: string }) {
  const { t } = useTranslation("frame");
  const navigation = useNavigation();
  const hintId = useId();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/follow";
  return (
    <SubscribeShell
      title={t("subscribe.title", { name: item.name })}
      description={t("subscribe.benefit_feed")}
      closeHref={closeHref}
    >
      <Form method="post" action="/follow" preventScrollReset replace>
        <input type="hidden" name="intent" value="follow" />
        <input type="hidden" name="type" value={item.type} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="name" value={item.name} />
        <input type="hidden" name="redirectTo" value={closeHref} />
        {/* An unticked box sends nothing: this says the form has the box (lib/schemas/toggles.ts). */}
        <input type="hidden" name="notifyBox" value="1" />
        <label className="flex items-start gap-3 font-medium text-ink">
          <input
            type="checkbox"
            name="notify"
            value="true"
            defaultChecked
            {...startsFocus}
            aria-describedby={hintId}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          {t("subscribe.notify")}
        </label>
        <p id={hintId} className="mt-1 pl-8 text-sm text-muted">
          {t("subscribe.notify_hint")}
        </p>
        <div className={actions}>
          <Link to={closeHref} replace preventScrollReset className={outlineButtonClass}>
            {t("subscribe.cancel")}
          </Link>
          <button type="submit" disabled={submitting} aria-busy={submitting} className={primaryButtonClass}>
            {t("subscribe.follow")}
          </button>
        </div>
      </Form>
    </SubscribeShell>
  );
}

function SubscribeShell({
  title,
  description,
  closeHref,
  children,
}: {
  title: string;
  description: string;
  closeHref: string;
  children: ReactNode;
}) {
  return (
    <UrlDialog title={title} description={description} width={500} closeHref={closeHref}>
      {children}
    </UrlDialog>
  );
}

function CloseLink({ closeHref }: { closeHref: string }) {
  const { t } = useTranslation("frame");
  return (
    <Link to={closeHref} replace preventScrollReset {...startsFocus} className={primaryButtonClass}>
      {t("subscribe.close")}
    </Link>
  );
}
