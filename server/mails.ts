/** The mails the API sends (to the outbox), in German like the product. */
import { NOT_SINGLE_LINE } from "./input-hygiene.ts";
import { CODE_LIFETIME_MINUTES } from "./store/codes.ts";
import type { CertificateRow } from "./store/cme.ts";
import type { Rejection, RejectionReason } from "./staff/rejection.ts";

export type MailKind =
  | "registration_code"
  | "password_reset_code"
  | "welcome"
  | "validation_received"
  | "validation_accepted"
  | "validation_rejected"
  | "certificate_available"
  | "email_change_code"
  | "email_changed"
  | "order_confirmation"
  | "order_refunded"
  | "order_unavailable"
  | "assistant_proof_accepted"
  | "assistant_proof_rejected"
  | "contact_request"
  | "notification_today"
  | "notification_recap"
  | "notification_forecast"
  | "notification_doctupus"
  | "survey_invitation";

export interface MailDraft {
  to: string;
  kind: MailKind;
  subject: string;
  body: string;
  /** The code of a code mail; null for the others. */
  code: string | null;
}

/**
 * A header's text (recipient, subject) as it may be written: any control character or line break,
 * which would end the header and start another (`Bcc:`), becomes a space. Decision 025.
 */
export const headerValue = (text: string): string =>
  text.replace(new RegExp(`${NOT_SINGLE_LINE.source}+`, "g"), " ").trim();

export const PRODUCT = "Fortbildung";
export const SIGNATURE = `Viele Grüße\ndein ${PRODUCT}-Team`;

/** Longer than any first name: what is longer is text, not a name, and stays out of the greeting. */
const GREETING_NAME_MAX = 40;
/**
 * What a first name is made of: letters of any script with their combining marks, spaces, hyphens,
 * apostrophes, and a period only where it ends an abbreviation ("Hans J."). No digit, no other
 * punctuation: then no host name ("163.com", "evil。com"), address or hotline can pass as a name.
 */
const NAME_LIKE = /^(?:[\p{L}\p{M} '’-]|\.(?= |$))+$/u;

/**
 * The user's first name as the greeting may show it: in NFKC (fullwidth dots and letters become
 * plain ones), with control characters, line and paragraph separators and invisible format
 * characters as spaces, runs of spaces as one. Anything that does not look like a name, or is too
 * long to be one, answers null: mails from the platform must never carry a user's line breaks,
 * links or other messages.
 */
export function greetingName(firstName: string | null | undefined): string | null {
  const name = (firstName ?? "")
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if ([...name].length > GREETING_NAME_MAX || !NAME_LIKE.test(name) || !/\p{L}/u.test(name)) return null;
  return name;
}

export const greeting = (firstName?: string): string => {
  const name = greetingName(firstName);
  return name ? `Hallo ${name},` : "Hallo,";
};

const germanDate = (iso: string): string =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));

/** One day, or from one day to another ("12. März 2027 – 13. März 2027"). */
export const germanPeriod = (from: string, to: string): string =>
  germanDate(from) === germanDate(to) ? germanDate(from) : `${germanDate(from)} – ${germanDate(to)}`;

const ACCESS_LABELS = {
  event: "Zur Veranstaltung",
  bundle: "Zu deinem Paket",
  content: "Zum Inhalt",
} as const;

const euro = (cents: number): string =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

const mail = (to: string, kind: MailKind, subject: string, lines: string[], code: string | null = null) => ({
  to,
  kind,
  subject,
  body: [...lines, "", SIGNATURE].join("\n"),
  code,
});

/** Why staff rejected a proof, as the mail says it (the reasons of `ProofRejectionReason`). */
export const REJECTION_TEXTS: Record<RejectionReason, string> = {
  UNREADABLE: "Das Dokument ist nicht lesbar.",
  NAME_MISMATCH: "Der Name auf dem Dokument stimmt nicht mit deinem Konto überein.",
  NOT_A_PROOF: "Das Dokument weist keine berufliche Qualifikation nach.",
  PROFESSION_MISMATCH: "Das Dokument passt nicht zu dem Beruf, den du angegeben hast.",
  OUTDATED: "Das Dokument ist nicht mehr gültig.",
  OTHER: "",
};

function rejectionLines(rejection: Rejection | null): string[] {
  if (!rejection) return [];
  const lines = [REJECTION_TEXTS[rejection.reason], rejection.note ?? ""].filter((line) => line !== "");
  return lines.length === 0 ? [] : ["", "Der Grund:", ...lines];
}

export const mails = {
  registrationCode: (to: string, code: string): MailDraft =>
    mail(
      to,
      "registration_code",
      `Dein Bestätigungscode: ${code}`,
      [
        greeting(),
        "",
        `dein Bestätigungscode für die Registrierung bei ${PRODUCT} lautet:`,
        "",
        code,
        "",
        `Er ist ${CODE_LIFETIME_MINUTES} Minuten gültig. Wenn du dich nicht registrieren wolltest, kannst du diese E-Mail ignorieren.`,
      ],
      code,
    ),

  /** `link` opens the reset with the code filled in (`/reset-password/{code}` on the site). */
  resetCode: (to: string, code: string, firstName: string, link: string): MailDraft =>
    mail(
      to,
      "password_reset_code",
      `Dein Code zum Zurücksetzen des Passworts: ${code}`,
      [
        greeting(firstName),
        "",
        "du hast ein neues Passwort angefordert. Dein Code lautet:",
        "",
        code,
        "",
        `Oder setze dein Passwort direkt hier neu: ${link}`,
        "",
        `Er ist ${CODE_LIFETIME_MINUTES} Minuten gültig. Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.`,
      ],
      code,
    ),

  welcome: (to: string, firstName: string): MailDraft =>
    mail(to, "welcome", `Willkommen bei ${PRODUCT}`, [
      greeting(firstName),
      "",
      `willkommen bei ${PRODUCT}! Dein Konto ist eingerichtet; du kannst dich ab sofort mit deiner E-Mail-Adresse und deinem Passwort anmelden.`,
    ]),

  validationReceived: (to: string, firstName: string): MailDraft =>
    mail(to, "validation_received", "Nachweis eingegangen", [
      greeting(firstName),
      "",
      "dein Nachweis deiner beruflichen Qualifikation ist bei uns eingegangen. Wir prüfen ihn und benachrichtigen dich, sobald er geprüft ist.",
    ]),

  validationAccepted: (to: string, firstName: string, expiresAt: string): MailDraft =>
    mail(to, "validation_accepted", "Nachweis bestätigt", [
      greeting(firstName),
      "",
      `dein Nachweis deiner beruflichen Qualifikation wurde bestätigt. Er gilt bis zum ${germanDate(expiresAt)}.`,
    ]),

  validationRejected: (to: string, firstName: string, rejection: Rejection | null = null): MailDraft =>
    mail(to, "validation_rejected", "Nachweis abgelehnt", [
      greeting(firstName),
      "",
      "leider konnten wir deinen Nachweis deiner beruflichen Qualifikation nicht anerkennen. Bitte melde dich an und lade einen neuen Nachweis hoch (zum Beispiel Approbationsurkunde, Ausbildungs- oder Studiennachweis).",
      ...rejectionLines(rejection),
    ]),

  certificateAvailable: (to: string, firstName: string, certificate: CertificateRow): MailDraft =>
    mail(to, "certificate_available", "Dein Zertifikat ist verfügbar", [
      greeting(firstName),
      "",
      certificate.requester === "PLATFORM"
        ? `die Ärztekammer hat deine ${certificate.points} CME-Punkte für „${certificate.content_title}“ gutgeschrieben.`
        : `dein Zertifikat für „${certificate.content_title}“ ist ausgestellt. Reiche es bei deiner Kammer oder Fachgesellschaft ein, damit deine Punkte angerechnet werden.`,
      `Dein Zertifikat (Nr. ${certificate.number}) kannst du jetzt unter „Meine Zertifikate“ in deinem Profil herunterladen.`,
    ]),

  /**
   * Paid: with the links a buyer needs (the event's page, where its livestream plays, or the item;
   * the invoice PDF behind the login). The outbox has no attachments, so the invoice is a link.
   */
  orderConfirmation: (
    to: string,
    firstName: string,
    order: {
      number: string;
      invoice: string;
      product: string;
      total: number;
      period: { from: string; to: string } | null;
      access: { kind: "event" | "bundle" | "content"; url: string } | null;
      invoiceUrl: string;
    },
  ): MailDraft =>
    mail(to, "order_confirmation", `Deine Buchung ${order.number}`, [
      greeting(firstName),
      "",
      `vielen Dank für deine Buchung: ${order.product}.`,
      ...(order.period ? [`Termin: ${germanPeriod(order.period.from, order.period.to)}`] : []),
      `Bezahlt: ${euro(order.total)} (inkl. MwSt.). Rechnungsnummer: ${order.invoice}.`,
      "",
      ...(order.access ? [`${ACCESS_LABELS[order.access.kind]}: ${order.access.url}`] : []),
      `Rechnung (PDF): ${order.invoiceUrl}`,
      "",
      "Deine Buchungen und Rechnungen findest du auch unter „Meine Inhalte“ in deinem Profil.",
    ]),

  /** A payment after the checkout's hold, when the seat or the code had gone meanwhile (decision 020). */
  orderUnavailable: (
    to: string,
    firstName: string,
    order: { number: string; product: string; total: number; reason: "SOLD_OUT" | "CODE_USED_UP" },
  ): MailDraft =>
    mail(to, "order_unavailable", `Buchung ${order.number} nicht möglich – wir erstatten dir den Betrag`, [
      greeting(firstName),
      "",
      `deine Zahlung für „${order.product}“ kam erst an, als deine Reservierung schon abgelaufen war.`,
      order.reason === "SOLD_OUT"
        ? "Inzwischen ist der letzte Platz vergeben, deshalb konnten wir die Buchung nicht bestätigen."
        : "Inzwischen ist der Rabattcode aufgebraucht, deshalb konnten wir die Buchung nicht bestätigen.",
      `Wir erstatten dir den vollen Betrag von ${euro(order.total)}; du musst dafür nichts tun.`,
    ]),

  assistantProofAccepted: (to: string, firstName: string, orderNumber: string): MailDraft =>
    mail(to, "assistant_proof_accepted", "Nachweis für den Assistenzarzt-Preis bestätigt", [
      greeting(firstName),
      "",
      `dein Nachweis für den Assistenzarzt-Preis deiner Buchung ${orderNumber} wurde bestätigt. Dein Ticket gilt.`,
    ]),

  assistantProofRejected: (
    to: string,
    firstName: string,
    orderNumber: string,
    refunded: boolean,
    rejection: Rejection | null = null,
  ): MailDraft =>
    mail(to, "assistant_proof_rejected", "Nachweis für den Assistenzarzt-Preis abgelehnt", [
      greeting(firstName),
      "",
      `dein Nachweis für den Assistenzarzt-Preis deiner Buchung ${orderNumber} konnte nicht bestätigt werden.`,
      ...rejectionLines(rejection),
      refunded
        ? "Wir erstatten dir den Betrag; das Ticket ist damit ungültig. Du kannst die Veranstaltung zum regulären Preis neu buchen."
        : "Die Buchung kann nicht mehr bezahlt werden. Du kannst die Veranstaltung zum regulären Preis buchen.",
    ]),

  orderRefunded: (to: string, firstName: string, order: { number: string; product: string }): MailDraft =>
    mail(to, "order_refunded", `Erstattung deiner Buchung ${order.number}`, [
      greeting(firstName),
      "",
      `deine Buchung „${order.product}“ wurde erstattet. Der Zugang zur Veranstaltung ist damit beendet.`,
    ]),

  /** To an address nobody has confirmed yet: nothing of the account's text, not even the name. */
  emailChangeCode: (to: string, code: string): MailDraft =>
    mail(
      to,
      "email_change_code",
      `Dein Code für die neue E-Mail-Adresse: ${code}`,
      [
        greeting(),
        "",
        `du möchtest diese E-Mail-Adresse für dein Konto bei ${PRODUCT} verwenden. Dein Code lautet:`,
        "",
        code,
        "",
        `Er ist ${CODE_LIFETIME_MINUTES} Minuten gültig. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.`,
      ],
      code,
    ),

  emailChanged: (to: string, firstName: string, newEmail: string): MailDraft =>
    mail(to, "email_changed", "Deine E-Mail-Adresse wurde geändert", [
      greeting(firstName),
      "",
      `die E-Mail-Adresse deines Kontos bei ${PRODUCT} ist jetzt ${newEmail}. Diese Adresse bekommt keine Nachrichten mehr von uns.`,
      "Wenn du das nicht warst, melde dich bitte sofort bei unserem Support.",
    ]),

  /** To the team (sales or support) the visitor chose; answer to the sender's address. */
  surveyInvitation: (to: string, survey: { title: string; url: string }): MailDraft =>
    mail(to, "survey_invitation", `Umfrage: ${survey.title}`, [
      greeting(),
      "",
      `wir möchten ${PRODUCT} für dich besser machen und freuen uns über deine Meinung: „${survey.title}“.`,
      "",
      `Zur Umfrage (dein persönlicher Link, einmal nutzbar): ${survey.url}`,
      "",
      "Deine Antworten speichern wir ohne deinen Namen.",
    ]),
  contactRequest: (
    to: string,
    request: { id: number; team: string; name: string; email: string; subject: string; message: string },
  ): MailDraft => ({
    to,
    kind: "contact_request",
    subject: `Kontaktanfrage #${request.id} (${request.team}): ${request.subject}`,
    body: [
      `Von: ${request.name} <${request.email}>`,
      `Betreff: ${request.subject}`,
      "",
      request.message,
      "",
      `Antworte bitte direkt an ${request.email}.`,
    ].join("\n"),
    code: null,
  }),
};
