import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { displayName, type ClientUser } from "~/lib/user";
import { useCurrentPath } from "./urls";
import { SubmitButton } from "~/components/forms/SubmitButton";

/**
 * Spec 2.4: fixed below the 64 px top bar while a staff user simulates a normal user; never hides
 * itself. Simulating a chosen person (decision 037), it names them and says nothing can be changed.
 */
export function SimulateBanner({ user }: { user: ClientUser }) {
  const { t } = useTranslation("frame");
  const currentPath = useCurrentPath();
  // Simulating a chosen person, support goes back to that person's page when it ends.
  const redirectTo = user.simulatedByStaff ? `/staff/nutzer/${user.id}` : currentPath;
  // Spec §4: a loading flag while the switch-off request runs (with JavaScript; without it the browser shows it).
  const navigation = useNavigation();
  const stopping = navigation.state !== "idle" && navigation.formAction === "/simulate";
  return (
    <section aria-label={t("simulate.label")} className="sticky top-16 z-10 bg-ink text-white shadow-md">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64">
          {user.simulatedByStaff
            ? t("simulate.text_person", { name: displayName(user, t) })
            : t("simulate.text")}
        </p>
        <Form method="post" action="/simulate" preventScrollReset>
          <input type="hidden" name="enabled" value="false" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton
            busy={stopping}
            busyLabel={t("simulate.stopping")}
            className="min-h-10 rounded-full bg-white px-4 font-semibold text-ink hover:bg-primary-light disabled:opacity-70"
          >
            {t("simulate.off")}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
