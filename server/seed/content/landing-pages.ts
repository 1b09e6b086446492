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

const faq = {
  entries: [
    {
      question: "Ist die Teilnahme kostenlos?",
      answer: "Ja, für registrierte Fachkreise ist die Teilnahme kostenfrei.",
    },
    {
      question: "Wie erhalte ich CME-Punkte?",
      answer:
        "Nach bestandener Lernerfolgskontrolle melden wir Ihre Punkte über die EFN an Ihre Ärztekammer.",
    },
  ],
};

const common = (name: string, claim: string): SectionSeed[] => [
  {
    type: "HERO",
    title: name,
    text: claim,
    image: "/media/landing-pages/hero.svg",
    link: ["/home", "Jetzt entdecken"],
  },
  {
    type: "TEXT",
    title: `Was ist ${name}?`,
    text: `${name} bündelt Fortbildungsangebote für Ärztinnen, Ärzte und weitere Fachkreise – praxisnah, zertifiziert und jederzeit abrufbar.`,
  },
  { type: "CONTENT_SHELF", title: "Neue Inhalte", payload: { kind: "VOD", limit: 8 } },
  { type: "DIVIDER" },
  { type: "FAQ", title: "Häufige Fragen", payload: faq },
  {
    type: "CALL_TO_ACTION",
    title: "Noch nicht registriert?",
    text: "Registrieren Sie sich kostenlos mit Ihrer EFN.",
    link: ["/?dialog=register", "Kostenlos registrieren"],
  },
];

const PAGES: [slug: string, title: string, sections: SectionSeed[]][] = [
  [
    "doctupus",
    "Doctupus – Tutorials",
    [
      ...common("Doctupus", "Kurze Video-Tutorials für den Praxisalltag."),
      {
        type: "IMAGE_TEXT",
        title: "Lernen in fünf Minuten",
        text: "Jedes Tutorial erklärt einen Handgriff, eine Untersuchung oder ein Tool.",
        image: "/media/landing-pages/doctupus.svg",
      },
    ],
  ],
  [
    "expanda",
    "Expanda – Seminare",
    [
      ...common("Expanda", "Intensivseminare mit Zertifikat."),
      { type: "EXPERTS", title: "Unsere Referentinnen und Referenten", payload: { limit: 6 } },
    ],
  ],
  [
    "medlive",
    "medlive – Livestreams",
    [
      ...common("medlive", "Live-Fortbildungen mit Fragen an die Expertinnen und Experten."),
      { type: "LIVESTREAMS", title: "Die nächsten Termine", payload: { limit: 6 } },
    ],
  ],
  [
    "updates",
    "Updates",
    [
      ...common("Updates", "Was sich in Leitlinien und Studien geändert hat."),
      { type: "FIELDS", title: "Nach Fachgebiet", payload: { limit: 12 } },
    ],
  ],
  [
    "kooperationen",
    "Kooperationen",
    [
      ...common("Kooperationen", "Gemeinsam mit Fachgesellschaften und Verbänden."),
      { type: "CHANNELS", title: "Partnerkanäle", payload: { limit: 8 } },
    ],
  ],
  [
    "partner",
    "Partner",
    [
      ...common("Partner", "Unsere Partner in der Fortbildung."),
      {
        type: "BANNER",
        title: "Partner werden",
        text: "Sprechen Sie uns an: partner@example.com",
        link: ["/contact", "Kontakt aufnehmen"],
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
