import { greeting, PRODUCT, SIGNATURE, type MailDraft } from "../mails.ts";
import type { CampaignType, RecipientRow } from "../store/campaigns.ts";

// The campaign mails, in German like the product: plain text, every link tracked.

export type CampaignMailItem = {
  title: string;
  startsAt: string | null;
  url: string;
  calendarUrl: string | null;
};

const when = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Berlin",
});
const time = new Intl.DateTimeFormat("de-DE", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Berlin",
});

const WHY: Record<CampaignType, string> = {
  TODAY:
    "Du bekommst diese Mail, weil du dich am Tag eines Livestreams deiner gefolgten Kanäle und Fachgebiete erinnern lässt.",
  RECAP:
    "Du bekommst diese Mail, weil du Zusammenfassungen zu deinen gefolgten Kanälen und Fachgebieten abonniert hast.",
  FORECAST:
    "Du bekommst diese Mail, weil du Zusammenfassungen zu deinen gefolgten Kanälen und Fachgebieten abonniert hast.",
  DOCTUPUS: `Du bekommst diese Mail, weil du Neuigkeiten und Angebote von ${PRODUCT} abonniert hast.`,
};
const UNSUBSCRIBE: Record<CampaignType, string> = {
  TODAY: "Keine Erinnerungen am Livestream-Tag mehr",
  RECAP: "Keine Zusammenfassungen mehr",
  FORECAST: "Keine Zusammenfassungen mehr",
  DOCTUPUS: "Keine Neuigkeiten und Angebote mehr",
};

export function campaignMail(
  type: CampaignType,
  user: RecipientRow,
  mail: {
    items: CampaignMailItem[];
    days: number;
    bannerUrl: string;
    unsubscribeUrl: string;
    settingsUrl: string;
  },
): MailDraft {
  const period = mail.days === 14 ? "den nächsten zwei Wochen" : "der nächsten Woche";
  const past = mail.days === 14 ? "den letzten zwei Wochen" : "der letzten Woche";
  const intro: Record<CampaignType, [string, string]> = {
    TODAY: [
      mail.items.length === 1
        ? "Heute live: " + mail.items[0]!.title
        : `Heute live: ${mail.items.length} Livestreams für dich`,
      "heute laufen diese Livestreams aus deinen Kanälen und Fachgebieten:",
    ],
    FORECAST: [
      `Deine Livestreams in ${period}`,
      `diese Livestreams aus deinen Kanälen und Fachgebieten kommen in ${period}:`,
    ],
    RECAP: [
      `Neu für dich aus ${past}`,
      `diese Videos aus deinen Kanälen und Fachgebieten sind in ${past} erschienen:`,
    ],
    DOCTUPUS: ["Neue Tutorials bei Doctupus", "diese Tutorials sind neu bei Doctupus:"],
  };
  const [subject, lead] = intro[type];
  const lines = [greeting(user.first_name), "", lead, ""];
  for (const item of mail.items) {
    const at = item.startsAt
      ? type === "TODAY"
        ? `${time.format(new Date(item.startsAt))} Uhr`
        : when.format(new Date(item.startsAt))
      : null;
    lines.push(`- ${item.title}${at ? ` (${at})` : ""}`, `  Ansehen: ${item.url}`);
    if (item.calendarUrl) lines.push(`  In den Kalender: ${item.calendarUrl}`);
  }
  if (type === "DOCTUPUS") lines.push("", `Alle Tutorials: ${mail.bannerUrl}`);
  lines.push(
    "",
    // Signed like every mail of the platform (one signature, with the platform's name).
    SIGNATURE,
    "",
    "--",
    WHY[type],
    `${UNSUBSCRIBE[type]} (ein Klick, ohne Anmeldung): ${mail.unsubscribeUrl}`,
    `Alle Benachrichtigungen einstellen: ${mail.settingsUrl}`,
  );
  const kind = `notification_${type.toLowerCase()}` as MailDraft["kind"];
  return { to: user.email, kind, subject, body: lines.join("\n"), code: null };
}
