import type { Db } from "../../db.ts";

interface SectionSeed {
  type: string;
  title?: string;
  text?: string;
  image?: string;
  link?: [url: string, label: string];
  /** JSON payload: ids to resolve (contents, experts, channels, fields) or FAQ entries. */
  payload?: Record<string, unknown>;
}

// Real, short copy per page, no placeholder text: what the offer is, how it works, and what to do next.
// Links go only to pages that exist; "du", as everywhere on the platform.

const faq = (...entries: [question: string, answer: string][]): SectionSeed => ({
  type: "FAQ",
  title: "Häufige Fragen",
  payload: { entries: entries.map(([question, answer]) => ({ question, answer })) },
});

const signUp = (text: string): SectionSeed => ({
  type: "CALL_TO_ACTION",
  title: "Noch kein Konto?",
  text,
  link: ["/?dialog=register", "Kostenlos registrieren"],
});

const ACCOUNT_FREE: [string, string] = [
  "Was kostet die Teilnahme?",
  "Das Konto ist für Fachkreise kostenlos. Einzelne Seminare und Kongresse sind kostenpflichtig; der Preis steht auf ihrer Seite.",
];
const CME_POINTS: [string, string] = [
  "Wie bekomme ich CME-Punkte?",
  "Schau dir eine zertifizierte Fortbildung an und bestehe den Test mit mindestens 7 von 10 richtigen Antworten. Mit hinterlegter EFN melden wir deine Punkte an deine Ärztekammer; das Zertifikat kannst du jederzeit herunterladen.",
];

const PAGES: [slug: string, title: string, sections: SectionSeed[]][] = [
  [
    "doctupus",
    "Doctupus – Tutorials",
    [
      {
        type: "HERO",
        title: "Doctupus",
        text: "Tutorials für den Praxisalltag: kurz, konkret und jederzeit abrufbar.",
        image: "/media/landing-pages/doctupus.svg",
        link: ["/shorts", "Tutorials ansehen"],
      },
      {
        type: "IMAGE_TEXT",
        title: "Lernen in fünf Minuten",
        text: "Jedes Tutorial zeigt einen Handgriff, eine Untersuchung oder ein digitales Werkzeug – Schritt für Schritt, zum Nachmachen in der nächsten Sprechstunde.",
        image: "/media/landing-pages/lernen.svg",
      },
      { type: "CONTENT_SHELF", title: "Neu in der Mediathek", payload: { kind: "VOD", limit: 8 } },
      { type: "DIVIDER" },
      faq(
        [
          "Brauche ich ein Konto?",
          "Viele Tutorials sind frei zugänglich. Inhalte nur für Fachkreise siehst du nach der kostenlosen Registrierung.",
        ],
        CME_POINTS,
      ),
      signUp("Registriere dich kostenlos und speichere Tutorials auf deiner Merkliste."),
    ],
  ],
  [
    "expanda",
    "Expanda – Seminare",
    [
      {
        type: "HERO",
        title: "Expanda",
        // What the page lists beside it: one- and two-day seminars and the three-day congress (checkout.ts).
        text: "Seminare und Kongresse mit Zertifikat: vom eintägigen Intensivkurs bis zum mehrtägigen Kongress, mit allem Wesentlichen für die Praxis.",
        image: "/media/landing-pages/seminare.svg",
        link: ["/livestreams", "Termine ansehen"],
      },
      {
        type: "TEXT",
        title: "So laufen die Seminare ab",
        text: "Expertinnen und Experten führen dich in kurzen Einheiten durch ein Fachgebiet. Zwischen den Vorträgen beantworten sie deine Fragen live; Fallbeispiele und ein CME-Test schließen jedes Seminar ab.",
      },
      { type: "EXPERTS", title: "Unsere Referentinnen und Referenten", payload: { limit: 6 } },
      { type: "CONTENT_SHELF", title: "Aufzeichnungen", payload: { kind: "VOD", limit: 8 } },
      { type: "DIVIDER" },
      faq(ACCOUNT_FREE, CME_POINTS),
      signUp("Registriere dich kostenlos, um dich für Seminare anzumelden."),
    ],
  ],
  [
    "medlive",
    "medlive – Livestreams",
    [
      {
        type: "HERO",
        title: "medlive",
        text: "Live-Fortbildungen mit Expertinnen und Experten – stell deine Fragen direkt im Stream.",
        image: "/media/landing-pages/livestreams.svg",
        link: ["/livestreams", "Zu den Terminen"],
      },
      { type: "LIVESTREAMS", title: "Die nächsten Termine", payload: { limit: 6 } },
      {
        type: "TEXT",
        title: "Live dabei sein",
        text: "Im Livestream fragst du die Referierenden direkt und sammelst CME-Punkte der Kategorie A. Verpasst? Viele Livestreams gibt es danach als Aufzeichnung.",
      },
      { type: "DIVIDER" },
      faq(
        [
          "Brauche ich eine besondere Software?",
          "Nein. Livestreams laufen in jedem aktuellen Browser, am Computer wie auf dem Smartphone.",
        ],
        CME_POINTS,
      ),
      signUp("Registriere dich kostenlos und lass dich an deine Termine erinnern."),
    ],
  ],
  [
    "updates",
    "Updates",
    [
      {
        type: "HERO",
        title: "Updates",
        text: "Was sich in Leitlinien und Studien geändert hat – kompakt aufbereitet für deinen Praxisalltag.",
        image: "/media/landing-pages/updates.svg",
        link: ["/cme-fortbildungen", "Zu den Fortbildungen"],
      },
      { type: "FIELDS", title: "Updates nach Fachgebiet", payload: { limit: 12 } },
      { type: "CONTENT_SHELF", title: "Neueste Updates", payload: { kind: "VOD", limit: 8 } },
      { type: "DIVIDER" },
      faq(ACCOUNT_FREE, CME_POINTS),
      signUp("Folge deinen Fachgebieten und verpasse kein Update."),
    ],
  ],
  [
    "kooperationen",
    "Kooperationen",
    [
      {
        type: "HERO",
        title: "Kooperationen",
        text: "Fortbildungen gemeinsam mit Fachgesellschaften, Berufsverbänden und Kliniken.",
        image: "/media/landing-pages/kooperationen.svg",
        link: ["/fachgebiete", "Fachgebiete entdecken"],
      },
      {
        type: "TEXT",
        title: "Wie wir zusammenarbeiten",
        text: "Fachgesellschaften und Kliniken verantworten die Inhalte ihrer Kanäle; ein wissenschaftlicher Beirat prüft jede zertifizierte Fortbildung. Wer eine Fortbildung unterstützt, wird auf ihrer Seite genannt – auf die Inhalte nimmt er keinen Einfluss.",
      },
      { type: "CHANNELS", title: "Kanäle unserer Kooperationspartner", payload: { limit: 8 } },
      {
        type: "BANNER",
        title: "Kooperation anfragen",
        text: "Du vertrittst eine Fachgesellschaft oder Klinik und möchtest Fortbildungen anbieten? Schreib uns.",
        link: ["mailto:kooperationen@example.com", "E-Mail schreiben"],
      },
    ],
  ],
  [
    "partner",
    "Partner",
    [
      {
        type: "HERO",
        title: "Partner",
        text: "Mit diesen Partnern machen wir Fortbildung für Fachkreise möglich.",
        image: "/media/landing-pages/partner.svg",
        link: ["/fachgebiete", "Fachgebiete entdecken"],
      },
      {
        type: "TEXT",
        title: "Transparenz",
        text: "Unsere Partner unterstützen Kanäle und Veranstaltungen; jede Unterstützung steht auf der jeweiligen Seite. Über Inhalte und Referierende entscheiden allein die wissenschaftlichen Beiräte.",
      },
      { type: "CHANNELS", title: "Unterstützte Kanäle", payload: { limit: 8 } },
      {
        type: "BANNER",
        title: "Partner werden",
        text: "Du möchtest Fortbildung für Fachkreise unterstützen? Schreib uns.",
        link: ["mailto:partner@example.com", "E-Mail schreiben"],
      },
    ],
  ],
];

export const LANDING_PAGE_SLUGS = PAGES.map(([slug]) => slug);

export function seedLandingPages(db: Db): void {
  const page = db.prepare("INSERT INTO landing_pages (slug, title, description) VALUES (?, ?, ?)");
  const section = db.prepare(`INSERT INTO landing_page_sections (landing_page_id, position, type, title, text,
    image_path, link_url, link_label, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const [slug, title, sections] of PAGES) {
    const id = page.run(slug, title, sections[0]?.text ?? null).lastInsertRowid;
    sections.forEach((s, position) =>
      section.run(
        id,
        position,
        s.type,
        s.title ?? null,
        s.text ?? null,
        s.image ?? null,
        s.link?.[0] ?? null,
        s.link?.[1] ?? null,
        JSON.stringify(s.payload ?? {}),
      ),
    );
  }
  // A draft page: never answered.
  page.run("entwurf", "Entwurf", null);
  db.prepare("UPDATE landing_pages SET status = 'DRAFT' WHERE slug = 'entwurf'").run();
}
