/**
 * What the demo catalogue is about, curated so a doctor reading it finds nothing odd: every field
 * has its own topics, and a medicine appears only with a condition it is used for.
 * Titles are built from these and the templates below; the demo catalogue keeps them unique.
 */
import type { Random } from "./random.ts";

/** A condition, with medicines that treat it (generic names as used in Germany). */
export type ClinicalTopic = { name: string; drugs?: readonly string[] };

export interface FieldCurriculum {
  /** Conditions and their treatment. */
  clinical: readonly ClinicalTopic[];
  /** Topics of practice: procedures, organisation, prevention, communication. */
  practice: readonly string[];
}

export const CURRICULUM: Record<string, FieldCurriculum> = {
  allgemeinmedizin: {
    clinical: [
      { name: "Arterielle Hypertonie", drugs: ["Ramipril", "Amlodipin", "Candesartan"] },
      { name: "Akuter Rückenschmerz", drugs: ["Ibuprofen"] },
      { name: "Akute Bronchitis" },
    ],
    practice: ["Impfberatung in der Hausarztpraxis", "Multimedikation im Alter", "Gesundheits-Check-up"],
  },
  kardiologie: {
    clinical: [
      { name: "Herzinsuffizienz", drugs: ["Sacubitril/Valsartan", "Empagliflozin", "Dapagliflozin"] },
      { name: "Vorhofflimmern", drugs: ["Apixaban", "Rivaroxaban", "Edoxaban"] },
      { name: "Koronare Herzkrankheit", drugs: ["Atorvastatin", "Acetylsalicylsäure"] },
      { name: "Hypercholesterinämie", drugs: ["Rosuvastatin", "Ezetimib", "Inclisiran", "Bempedoinsäure"] },
    ],
    practice: ["Belastungs-EKG", "Kardiologische Bildgebung"],
  },
  dermatologie: {
    clinical: [
      { name: "Psoriasis", drugs: ["Secukinumab", "Risankizumab", "Adalimumab", "Methotrexat"] },
      { name: "Atopische Dermatitis", drugs: ["Dupilumab", "Upadacitinib"] },
      { name: "Malignes Melanom", drugs: ["Pembrolizumab", "Nivolumab"] },
      { name: "Akne", drugs: ["Isotretinoin", "Doxycyclin"] },
      { name: "Chronische spontane Urtikaria", drugs: ["Omalizumab"] },
    ],
    practice: ["Hautkrebs-Screening", "Dermatoskopie"],
  },
  onkologie: {
    clinical: [
      { name: "Mammakarzinom", drugs: ["Trastuzumab", "Letrozol", "Tamoxifen"] },
      { name: "Nichtkleinzelliges Lungenkarzinom", drugs: ["Osimertinib", "Pembrolizumab"] },
      { name: "Kolorektales Karzinom", drugs: ["Bevacizumab", "Cetuximab"] },
      { name: "Prostatakarzinom", drugs: ["Enzalutamid", "Abirateron"] },
    ],
    practice: ["Supportivtherapie", "Tumorboard", "Onkologische Nachsorge"],
  },
  pneumologie: {
    clinical: [
      { name: "Asthma bronchiale", drugs: ["Budesonid/Formoterol", "Mepolizumab", "Salbutamol"] },
      { name: "COPD", drugs: ["Tiotropium", "Salbutamol"] },
      { name: "Idiopathische Lungenfibrose", drugs: ["Nintedanib", "Pirfenidon"] },
      { name: "Ambulant erworbene Pneumonie", drugs: ["Amoxicillin"] },
      { name: "Obstruktive Schlafapnoe" },
    ],
    practice: ["Lungenfunktionsprüfung", "Inhalationstechnik"],
  },
  gastroenterologie: {
    clinical: [
      { name: "Morbus Crohn", drugs: ["Adalimumab", "Ustekinumab", "Vedolizumab"] },
      { name: "Colitis ulcerosa", drugs: ["Mesalazin", "Vedolizumab", "Tofacitinib"] },
      { name: "Gastroösophageale Refluxkrankheit", drugs: ["Pantoprazol"] },
      { name: "Reizdarmsyndrom" },
      { name: "Metabolische Fettlebererkrankung" },
    ],
    practice: ["Darmkrebsvorsorge", "Endoskopie"],
  },
  haemostaseologie: {
    clinical: [
      { name: "Venöse Thromboembolie", drugs: ["Rivaroxaban", "Apixaban", "Enoxaparin"] },
      { name: "Hämophilie A", drugs: ["Emicizumab"] },
      { name: "Blutungen unter Antikoagulation", drugs: ["Idarucizumab", "Andexanet alfa"] },
      { name: "Heparininduzierte Thrombozytopenie", drugs: ["Argatroban"] },
    ],
    practice: ["Gerinnungsdiagnostik", "Bridging vor Operationen"],
  },
  "endokrinologie-diabetologie": {
    clinical: [
      {
        name: "Diabetes mellitus Typ 2",
        drugs: ["Metformin", "Empagliflozin", "Semaglutid", "Tirzepatid"],
      },
      { name: "Diabetes mellitus Typ 1", drugs: ["Insulin glargin", "Insulin aspart"] },
      { name: "Hypothyreose", drugs: ["Levothyroxin"] },
      { name: "Adipositas", drugs: ["Semaglutid", "Tirzepatid"] },
      { name: "Osteoporose", drugs: ["Alendronsäure", "Denosumab"] },
    ],
    practice: ["Kontinuierliche Glukosemessung", "Diabetesschulung"],
  },
  neurologie: {
    clinical: [
      { name: "Multiple Sklerose", drugs: ["Ocrelizumab", "Natalizumab"] },
      { name: "Migräne", drugs: ["Erenumab", "Fremanezumab", "Sumatriptan"] },
      { name: "Akuter ischämischer Schlaganfall", drugs: ["Alteplase", "Tenecteplase"] },
      { name: "Morbus Parkinson", drugs: ["Levodopa"] },
      { name: "Epilepsie", drugs: ["Levetiracetam", "Lamotrigin"] },
    ],
    practice: ["Neurologische Untersuchung", "Stroke Unit"],
  },
  nephrologie: {
    clinical: [
      { name: "Chronische Nierenkrankheit", drugs: ["Dapagliflozin", "Finerenon"] },
      { name: "Hyperkaliämie", drugs: ["Patiromer", "Natriumzirkoniumcyclosilicat"] },
      { name: "Renale Anämie", drugs: ["Epoetin alfa"] },
      { name: "Nierentransplantation", drugs: ["Tacrolimus"] },
    ],
    practice: ["Dialyse", "Nierenfunktion richtig bewerten"],
  },
  rheumatologie: {
    clinical: [
      {
        name: "Rheumatoide Arthritis",
        drugs: ["Methotrexat", "Adalimumab", "Tofacitinib", "Upadacitinib"],
      },
      { name: "Gicht", drugs: ["Allopurinol", "Febuxostat", "Colchicin"] },
      { name: "Axiale Spondyloarthritis", drugs: ["Secukinumab", "Adalimumab"] },
      { name: "Systemischer Lupus erythematodes", drugs: ["Hydroxychloroquin", "Belimumab"] },
      { name: "Polymyalgia rheumatica", drugs: ["Prednisolon"] },
    ],
    practice: ["Gelenksonographie", "Frühsprechstunde Rheuma"],
  },
  urologie: {
    clinical: [
      { name: "Überaktive Blase", drugs: ["Mirabegron", "Solifenacin"] },
      { name: "Benigne Prostatahyperplasie", drugs: ["Tamsulosin", "Finasterid"] },
      { name: "Unkomplizierte Harnwegsinfektion", drugs: ["Fosfomycin", "Nitrofurantoin", "Pivmecillinam"] },
      { name: "Erektile Dysfunktion", drugs: ["Sildenafil", "Tadalafil"] },
      { name: "Urolithiasis" },
    ],
    practice: ["PSA-Test", "Harnstrahlmessung"],
  },
  "gynaekologie-geburtshilfe": {
    clinical: [
      { name: "Endometriose", drugs: ["Dienogest"] },
      { name: "Wechseljahresbeschwerden", drugs: ["Estradiol"] },
      { name: "Gestationsdiabetes" },
      { name: "Präeklampsie" },
    ],
    practice: ["Schwangerschaftsvorsorge", "Hormonelle Verhütung", "Zervixkarzinom-Screening"],
  },
  paediatrie: {
    clinical: [
      { name: "Fieber im Kindesalter", drugs: ["Paracetamol", "Ibuprofen"] },
      { name: "ADHS im Kindesalter", drugs: ["Methylphenidat"] },
      { name: "Bronchiolitis" },
      { name: "Obstruktive Bronchitis im Kleinkindalter", drugs: ["Salbutamol"] },
    ],
    practice: ["Kinderimpfungen", "Vorsorgeuntersuchungen U1 bis U9"],
  },
  allergologie: {
    clinical: [
      { name: "Allergische Rhinitis", drugs: ["Cetirizin", "Mometason"] },
      { name: "Anaphylaxie", drugs: ["Adrenalin"] },
      { name: "Allergisches Asthma", drugs: ["Omalizumab"] },
      { name: "Insektengiftallergie" },
      { name: "Nahrungsmittelallergie" },
    ],
    practice: ["Allergen-Immuntherapie", "Prick-Test"],
  },
  angiologie: {
    clinical: [
      { name: "Periphere arterielle Verschlusskrankheit", drugs: ["Rivaroxaban", "Cilostazol"] },
      { name: "Tiefe Beinvenenthrombose", drugs: ["Rivaroxaban", "Apixaban"] },
      { name: "Chronische venöse Insuffizienz" },
      { name: "Lymphödem" },
      { name: "Bauchaortenaneurysma" },
    ],
    practice: ["Duplexsonographie", "Kompressionstherapie"],
  },
  anaesthesiologie: {
    clinical: [
      { name: "Postoperative Übelkeit und Erbrechen", drugs: ["Ondansetron", "Dexamethason"] },
      { name: "Postoperativer Schmerz", drugs: ["Metamizol", "Piritramid"] },
    ],
    practice: [
      "Regionalanästhesie",
      "Atemwegsmanagement",
      "Perioperatives Gerinnungsmanagement",
      "Prämedikationsgespräch",
    ],
  },
  notfallmedizin: {
    clinical: [
      { name: "Kreislaufstillstand", drugs: ["Adrenalin", "Amiodaron"] },
      { name: "Akutes Koronarsyndrom", drugs: ["Heparin", "Acetylsalicylsäure"] },
      { name: "Status epilepticus", drugs: ["Lorazepam", "Levetiracetam"] },
      { name: "Polytrauma" },
    ],
    practice: ["Kardiopulmonale Reanimation", "Ersteinschätzung in der Notaufnahme"],
  },
  intensivmedizin: {
    clinical: [
      { name: "Septischer Schock", drugs: ["Noradrenalin"] },
      { name: "Delir auf der Intensivstation", drugs: ["Dexmedetomidin"] },
      { name: "ARDS" },
      { name: "Akutes Nierenversagen" },
    ],
    practice: ["Beatmungsentwöhnung", "Ernährung auf der Intensivstation"],
  },
  psychiatrie: {
    clinical: [
      { name: "Depression", drugs: ["Sertralin", "Escitalopram"] },
      { name: "Angststörungen", drugs: ["Escitalopram", "Sertralin"] },
      { name: "Schizophrenie", drugs: ["Aripiprazol", "Risperidon"] },
      { name: "ADHS im Erwachsenenalter", drugs: ["Methylphenidat", "Lisdexamfetamin"] },
      { name: "Bipolare Störung", drugs: ["Lithium", "Quetiapin"] },
    ],
    practice: ["Suizidprävention", "Psychiatrische Krisenintervention"],
  },
  ophthalmologie: {
    clinical: [
      { name: "Glaukom", drugs: ["Latanoprost", "Timolol"] },
      {
        name: "Neovaskuläre altersabhängige Makuladegeneration",
        drugs: ["Aflibercept", "Ranibizumab", "Faricimab"],
      },
      { name: "Diabetisches Makulaödem", drugs: ["Aflibercept"] },
      { name: "Trockenes Auge", drugs: ["Ciclosporin"] },
      { name: "Katarakt" },
    ],
    practice: ["Optische Kohärenztomographie", "Augenärztliche Vorsorge"],
  },
  infektiologie: {
    clinical: [
      { name: "HIV-Infektion", drugs: ["Dolutegravir"] },
      { name: "Hepatitis C", drugs: ["Sofosbuvir/Velpatasvir", "Glecaprevir/Pibrentasvir"] },
      { name: "Sepsis", drugs: ["Piperacillin/Tazobactam"] },
      { name: "Borreliose", drugs: ["Doxycyclin"] },
    ],
    practice: ["Antibiotic Stewardship", "Reisemedizinische Beratung", "Infektionsschutz in der Praxis"],
  },
  "hals-nasen-ohren-heilkunde": {
    clinical: [
      { name: "Akute Otitis media", drugs: ["Amoxicillin"] },
      { name: "Chronische Rhinosinusitis mit Nasenpolypen", drugs: ["Dupilumab"] },
      { name: "Hörsturz", drugs: ["Prednisolon"] },
      { name: "Streptokokken-Tonsillitis", drugs: ["Penicillin V"] },
      { name: "Benigner paroxysmaler Lagerungsschwindel" },
    ],
    practice: ["Hörgeräteversorgung"],
  },
  orthopaedie: {
    clinical: [
      { name: "Gonarthrose", drugs: ["Diclofenac"] },
      { name: "Osteoporotische Wirbelkörperfrakturen", drugs: ["Teriparatid"] },
      { name: "Lumbaler Bandscheibenvorfall" },
      { name: "Schulterimpingement" },
    ],
    practice: ["Hüftendoprothetik", "Orthopädische Untersuchung des Knies"],
  },
  radiologie: {
    clinical: [],
    practice: [
      "Low-Dose-CT zur Lungenkrebsfrüherkennung",
      "Multiparametrische MRT der Prostata",
      "Kontrastmittelsicherheit",
      "Mammographie-Screening",
      "Strahlenschutz in der Praxis",
    ],
  },
  nuklearmedizin: {
    clinical: [
      { name: "Differenziertes Schilddrüsenkarzinom", drugs: ["Radiojod"] },
      { name: "Metastasiertes Prostatakarzinom", drugs: ["Lutetium-177-PSMA"] },
    ],
    practice: ["PSMA-PET/CT", "Myokardszintigraphie", "Schilddrüsenszintigraphie"],
  },
  geriatrie: {
    clinical: [
      { name: "Alzheimer-Demenz", drugs: ["Donepezil", "Memantin"] },
      { name: "Gebrechlichkeit" },
      { name: "Delir im Alter" },
    ],
    practice: ["Sturzprävention", "Geriatrisches Assessment", "Deprescribing"],
  },
  palliativmedizin: {
    clinical: [
      { name: "Atemnot in der Palliativsituation", drugs: ["Morphin"] },
      { name: "Tumorschmerz", drugs: ["Morphin", "Hydromorphon"] },
      { name: "Therapierefraktäre Symptome am Lebensende", drugs: ["Midazolam"] },
    ],
    practice: ["Gesundheitliche Versorgungsplanung", "Gespräche über Therapiebegrenzung"],
  },
  schmerzmedizin: {
    clinical: [
      { name: "Neuropathischer Schmerz", drugs: ["Pregabalin", "Gabapentin", "Amitriptylin"] },
      { name: "Chronischer Nicht-Tumorschmerz", drugs: ["Tapentadol", "Oxycodon"] },
      { name: "Fibromyalgiesyndrom" },
      { name: "Kopfschmerz vom Spannungstyp" },
    ],
    practice: ["Multimodale Schmerztherapie", "Schmerzanamnese"],
  },
  haematoonkologie: {
    clinical: [
      { name: "Multiples Myelom", drugs: ["Daratumumab", "Lenalidomid"] },
      { name: "Diffus großzelliges B-Zell-Lymphom", drugs: ["Rituximab", "Polatuzumab vedotin"] },
      { name: "Akute myeloische Leukämie", drugs: ["Venetoclax", "Azacitidin"] },
      { name: "Chronische lymphatische Leukämie", drugs: ["Ibrutinib", "Venetoclax"] },
    ],
    practice: ["CAR-T-Zelltherapie", "Knochenmarkdiagnostik"],
  },
  sportmedizin: {
    clinical: [{ name: "Vorderer Kreuzbandriss" }, { name: "Achillessehnenbeschwerden" }],
    practice: [
      "Sporttauglichkeitsuntersuchung",
      "Kardiologisches Screening im Leistungssport",
      "Bewegung als Therapie",
    ],
  },
  zahnmedizin: {
    clinical: [
      { name: "Parodontitis", drugs: ["Chlorhexidin"] },
      { name: "Medikamentenassoziierte Kiefernekrose" },
      { name: "Periimplantitis" },
      { name: "Frühkindliche Karies" },
    ],
    practice: ["Antibiotikaprophylaxe in der Zahnarztpraxis", "Zahnärztliche Röntgendiagnostik"],
  },
  tiermedizin: {
    clinical: [
      { name: "Atopische Dermatitis beim Hund", drugs: ["Oclacitinib", "Lokivetmab"] },
      { name: "Chronische Nierenerkrankung der Katze" },
      { name: "Diabetes mellitus der Katze", drugs: ["Insulin glargin"] },
      { name: "Osteoarthritis beim Hund", drugs: ["Meloxicam"] },
    ],
    practice: ["Zoonosen in der Kleintierpraxis", "Narkose bei Hund und Katze"],
  },
  pflege: {
    clinical: [{ name: "Chronische Wunden" }],
    practice: [
      "Dekubitusprophylaxe",
      "Expertenstandard Sturzprophylaxe",
      "Pflege bei Demenz",
      "Entlassmanagement",
      "Schmerzmanagement in der Pflege",
    ],
  },
  ernaehrungsmedizin: {
    clinical: [
      { name: "Mangelernährung im Krankenhaus" },
      { name: "Zöliakie" },
      { name: "Adipositas", drugs: ["Semaglutid"] },
    ],
    practice: ["Enterale Ernährung", "Ernährungstherapie bei Diabetes", "Ernährungsanamnese"],
  },
  humangenetik: {
    clinical: [
      { name: "Erblicher Brust- und Eierstockkrebs" },
      { name: "Familiäre Hypercholesterinämie", drugs: ["Atorvastatin", "Evolocumab"] },
    ],
    practice: ["Genetische Beratung", "Pränataldiagnostik", "Pharmakogenetik"],
  },
  labormedizin: {
    clinical: [],
    practice: [
      "Rationale Labordiagnostik",
      "Troponin in der Notaufnahme",
      "Schilddrüsenwerte richtig deuten",
      "Point-of-Care-Diagnostik",
      "Präanalytik",
    ],
  },
  pharmazie: {
    clinical: [],
    practice: [
      "Wechselwirkungen erkennen",
      "Medikationsanalyse",
      "Selbstmedikation in der Apotheke",
      "Biosimilars",
      "Pharmazeutische Dienstleistungen",
    ],
  },
  psychosomatik: {
    clinical: [
      { name: "Somatische Belastungsstörung" },
      { name: "Anorexia nervosa" },
      { name: "Burnout-Syndrom" },
    ],
    practice: ["Psychosomatische Grundversorgung", "Arzt-Patient-Kommunikation"],
  },
  "physikalische-rehabilitative-medizin": {
    clinical: [{ name: "Spastik nach Schlaganfall", drugs: ["Botulinumtoxin A"] }],
    practice: [
      "Rehabilitation nach Schlaganfall",
      "Kardiologische Rehabilitation",
      "Physiotherapie bei Arthrose",
      "Hilfsmittelversorgung",
    ],
  },
};

/**
 * Topics that belong to further fields than the one that teaches them: a breast cancer item is
 * gynaecology's too. (The Gebiet above a field follows from the field: seed/fields.ts.)
 */
const FURTHER_FIELDS: Record<string, readonly string[]> = {
  "Arterielle Hypertonie": ["kardiologie", "nephrologie"],
  "Akutes Koronarsyndrom": ["kardiologie"],
  "Troponin in der Notaufnahme": ["kardiologie", "notfallmedizin"],
  "Kardiologische Rehabilitation": ["kardiologie"],
  "Kardiologisches Screening im Leistungssport": ["kardiologie"],
  "Familiäre Hypercholesterinämie": ["kardiologie"],
  Mammakarzinom: ["gynaekologie-geburtshilfe"],
  "Erblicher Brust- und Eierstockkrebs": ["gynaekologie-geburtshilfe", "onkologie"],
  "Nichtkleinzelliges Lungenkarzinom": ["pneumologie"],
  "Kolorektales Karzinom": ["gastroenterologie"],
  Prostatakarzinom: ["urologie"],
  "Metastasiertes Prostatakarzinom": ["urologie", "onkologie"],
  "Malignes Melanom": ["onkologie"],
  "Allergisches Asthma": ["pneumologie"],
  "Ambulant erworbene Pneumonie": ["infektiologie"],
  "Septischer Schock": ["infektiologie"],
  "Akutes Nierenversagen": ["nephrologie"],
  "Tiefe Beinvenenthrombose": ["haemostaseologie"],
  "Alzheimer-Demenz": ["neurologie"],
  Zöliakie: ["gastroenterologie"],
  "Multimedikation im Alter": ["geriatrie"],
  "Pflege bei Demenz": ["geriatrie"],
  "Schmerzmanagement in der Pflege": ["schmerzmedizin"],
};

/** The further fields (slugs) a topic belongs to. */
export const furtherFieldsOf = (topic: string): readonly string[] => FURTHER_FIELDS[topic] ?? [];

/** Titles for any topic (a condition or a topic of practice). */
const ANY_TITLES: readonly string[] = [
  "{topic}: Das Wichtigste für die Praxis",
  "Update {topic} {year}",
  "{topic}: Häufige Fehler und wie du sie vermeidest",
  "Fallbesprechung: {topic}",
  "Expertenrunde {topic}: Kontroversen und Konsens",
  "{topic}: Was die aktuelle Leitlinie empfiehlt",
  "{topic} interdisziplinär",
  "{topic}: Fragen aus der Praxis",
];

/** Titles for conditions. */
const CLINICAL_TITLES: readonly string[] = [
  "{topic}: Diagnostik und Therapie kompakt",
  "{topic}: Wann überweisen?",
  "{topic}: So erklärst du es deinen Patientinnen und Patienten",
];

/** Titles for a condition with one of its medicines. */
const DRUG_TITLES: readonly string[] = ["{topic}: Therapie mit {drug}", "{topic}: {drug} in der Praxis"];

const SHORT_TITLES: readonly string[] = [
  "Kurz erklärt: {topic}",
  "Merksatz: {topic}",
  "Praxistipp: {topic}",
  "{topic} in 20 Sekunden",
];

// Topics stand after a colon or a dash, never after a preposition: "bei Malignes Melanom" would
// need the article and the inflection a template cannot know.
const DESCRIPTIONS: readonly string[] = [
  "{topic} – die wichtigsten Empfehlungen, zusammengefasst von unseren Expertinnen und Experten, mit Fallbeispielen für deinen Alltag.",
  "Kompaktes Update – {topic}: aktuelle Studienlage, praxisrelevante Entscheidungen und typische Stolpersteine in der Versorgung.",
  "{topic}: alles Wichtige für die tägliche Praxis, mit vielen Tipps und Zeit für deine Fragen.",
  "Was ist gesichert, was ist neu? Unsere Expertinnen und Experten ordnen die aktuellen Daten ein und besprechen, was sie für Klinik und Praxis bedeuten. Thema: {topic}.",
];

const DRUG_DESCRIPTIONS: readonly string[] = [
  "{drug} im Überblick: Wirkprinzip, Studienlage und Anwendung – und worauf es bei Auswahl, Dosierung und Kontrollen ankommt. Indikation: {topic}.",
  "Für wen eignet sich {drug}? Evidenz, Nebenwirkungen und Wechselwirkungen, mit Fällen aus der Praxis. Indikation: {topic}.",
];

/** One title's ingredients, and its description. */
export interface Theme {
  title: string;
  description: string;
  topic: string;
  drug: string | null;
}

const fill = (template: string, topic: string, drug: string | null, year: number) =>
  template
    .replace("{topic}", topic)
    .replace("{drug}", drug ?? "")
    .replace("{year}", String(year));

const themeCache = new Map<string, Theme[]>();

/** Every theme a field's topics and the templates make, in a stable order (built once). */
export function themesOf(fieldSlug: string, kind: "SHORT" | "OTHER", year: number): Theme[] {
  const key = `${fieldSlug}:${kind}:${year}`;
  const cached = themeCache.get(key);
  if (cached) return cached;
  const themes = buildThemes(fieldSlug, kind, year);
  themeCache.set(key, themes);
  return themes;
}

function buildThemes(fieldSlug: string, kind: "SHORT" | "OTHER", year: number): Theme[] {
  const curriculum = CURRICULUM[fieldSlug];
  if (!curriculum) throw new Error(`no curriculum for the field ${fieldSlug}`);
  const themes: Theme[] = [];
  const add = (template: string, topic: string, drug: string | null, descriptions: readonly string[]) => {
    const description = descriptions[themes.length % descriptions.length] ?? "";
    themes.push({
      title: fill(template, topic, drug, year),
      description: fill(description, topic, drug, year),
      topic,
      drug,
    });
  };
  const topics = [...curriculum.clinical.map((topic) => topic.name), ...curriculum.practice];
  if (kind === "SHORT") {
    for (const template of SHORT_TITLES) for (const topic of topics) add(template, topic, null, DESCRIPTIONS);
    return themes;
  }
  for (const template of ANY_TITLES) for (const topic of topics) add(template, topic, null, DESCRIPTIONS);
  for (const { name } of curriculum.clinical)
    for (const template of CLINICAL_TITLES) add(template, name, null, DESCRIPTIONS);
  for (const { name, drugs = [] } of curriculum.clinical) {
    for (const drug of drugs)
      for (const template of DRUG_TITLES) add(template, name, drug, DRUG_DESCRIPTIONS);
  }
  return themes;
}

/**
 * Picks a theme for a field: about the field's `turn`-th topic (so a field's topics take turns
 * before one comes again), at random among its titles, each title at most once across the whole
 * catalogue (`used`). The benchmark catalogue passes no `used` set and repeats themes freely.
 */
export function pickTheme(
  r: Random,
  fieldSlug: string,
  kind: "SHORT" | "OTHER",
  year: number,
  { used, turn }: { used?: Set<string>; turn?: number } = {},
): Theme {
  const themes = themesOf(fieldSlug, kind, year);
  const free = used ? themes.filter((theme) => !used.has(theme.title)) : themes;
  if (free.length === 0) throw new Error(`no unused title left for ${fieldSlug}`);
  const topics = [...new Set(themes.map((theme) => theme.topic))];
  const topic = turn === undefined ? null : topics[turn % topics.length];
  const onTopic = free.filter((theme) => theme.topic === topic);
  const theme = r.pick(onTopic.length > 0 ? onTopic : free);
  used?.add(theme.title);
  return theme;
}

/** Every condition and medicine of the curriculum: the tags of the catalogue. */
export function curriculumTags(): { indications: string[]; ingredients: string[] } {
  const indications = new Set<string>();
  const ingredients = new Set<string>();
  for (const { clinical } of Object.values(CURRICULUM)) {
    for (const { name, drugs = [] } of clinical) {
      indications.add(name);
      for (const drug of drugs) ingredients.add(drug);
    }
  }
  return { indications: [...indications], ingredients: [...ingredients] };
}
