import type { FieldModel } from "../store/fields.ts";

/**
 * The fields of medicine (spec 3.4), ordered by id. Ids 4, 6, 7, 9, 20, 22, 30 and 52
 * are fixed by the spec because mapped fields merge into them. Names follow the German specialist
 * training regulations (Musterweiterbildungsordnung); a Facharzt or Schwerpunkt of a Gebiet names
 * it as its parent (Kardiologie: Innere Medizin), and an item of the one is an item of the other
 * (decision 026). Ids never change: users, items and links hold them. Colours carry white icons:
 * each has a contrast of at least 3:1 with white (checked in a test).
 */
export type FieldSeed = Omit<FieldModel, "sluggable_type">;

type Row = [
  id: number,
  slug: string,
  de: string,
  en: string,
  icon: string,
  color: string,
  relevant?: boolean,
  mappedId?: number,
];

const INNERE_MEDIZIN = 64;
const CHIRURGIE = 65;

/** Gebiet -> its fields (MWBO): Innere Medizin with its Schwerpunkte, Chirurgie with its Fachärzte. */
const PARENTS: Record<number, readonly number[]> = {
  [INNERE_MEDIZIN]: [2, 5, 6, 8, 10, 11, 16, 22, 30],
  [CHIRURGIE]: [24, 49, 57, 58, 59, 66, 67, 68],
};

const rows: Row[] = [
  [1, "allgemeinmedizin", "Allgemeinmedizin", "General medicine", "stethoscope", "#2E7D5B"],
  [2, "kardiologie", "Kardiologie", "Cardiology", "heart", "#C62839"],
  [3, "dermatologie", "Dermatologie", "Dermatology", "skin", "#B05A2C"],
  [4, "onkologie", "Onkologie", "Oncology", "ribbon", "#8E3A9E"],
  [5, "pneumologie", "Pneumologie", "Pneumology", "lungs", "#2F7FB5"],
  [6, "gastroenterologie", "Gastroenterologie", "Gastroenterology", "stomach", "#A8652A"],
  [7, "haemostaseologie", "Hämostaseologie", "Hemostaseology", "droplet", "#B3262F"],
  [
    8,
    "endokrinologie-diabetologie",
    "Endokrinologie und Diabetologie",
    "Endocrinology and diabetology",
    "glucose",
    "#5E6BC4",
  ],
  [9, "neurologie", "Neurologie", "Neurology", "brain", "#6A4BC2"],
  [10, "nephrologie", "Nephrologie", "Nephrology", "kidney", "#8A4F2E"],
  [11, "rheumatologie", "Rheumatologie", "Rheumatology", "joint", "#3C7F8C"],
  [12, "urologie", "Urologie", "Urology", "bladder", "#2B7A9E"],
  [
    13,
    "gynaekologie-geburtshilfe",
    "Gynäkologie und Geburtshilfe",
    "Gynecology and obstetrics",
    "female",
    "#B8327A",
  ],
  [14, "paediatrie", "Kinder- und Jugendmedizin", "Pediatrics", "baby", "#D1466A"],
  [15, "allergologie", "Allergologie", "Allergology", "pollen", "#7A8A1E"],
  [16, "angiologie", "Angiologie", "Angiology", "vessel", "#A33350"],
  [17, "anaesthesiologie", "Anästhesiologie", "Anesthesiology", "syringe", "#3B6FA8"],
  [18, "notfallmedizin", "Notfallmedizin", "Emergency medicine", "ambulance", "#C8402E"],
  [19, "intensivmedizin", "Intensivmedizin", "Intensive care medicine", "monitor", "#A14A3A"],
  [20, "psychiatrie", "Psychiatrie und Psychotherapie", "Psychiatry and psychotherapy", "mind", "#5B4FA6"],
  [21, "ophthalmologie", "Augenheilkunde", "Ophthalmology", "eye", "#1F7F95"],
  [22, "infektiologie", "Infektiologie", "Infectiology", "bacteria", "#4E8A2A"],
  [23, "hals-nasen-ohren-heilkunde", "Hals-Nasen-Ohrenheilkunde", "Otorhinolaryngology", "ear", "#A8573A"],
  [24, "orthopaedie", "Orthopädie und Unfallchirurgie", "Orthopedics and trauma surgery", "bone", "#6B6F2A"],
  [25, "radiologie", "Radiologie", "Radiology", "x-ray", "#44628F"],
  [26, "nuklearmedizin", "Nuklearmedizin", "Nuclear medicine", "atom", "#7B5A1F"],
  [27, "geriatrie", "Geriatrie", "Geriatrics", "cane", "#7A5C8E"],
  [28, "palliativmedizin", "Palliativmedizin", "Palliative care", "hands", "#6E5A9B"],
  [29, "schmerzmedizin", "Schmerzmedizin", "Pain medicine", "bolt", "#B9473F"],
  [30, "haematoonkologie", "Hämatologie und Onkologie", "Hematology and oncology", "blood-cells", "#9C2C6B"],
  [31, "strahlentherapie", "Strahlentherapie", "Radiotherapy", "radiation", "#7D4C9C", true, 4],
  [32, "immuntherapie", "Immuntherapie", "Immunotherapy", "antibody", "#86418F", true, 4],
  [33, "virologie", "Virologie", "Virology", "virus", "#3F7F3A", true, 22],
  [
    34,
    "hygiene",
    "Hygiene und Umweltmedizin",
    "Hygiene and environmental medicine",
    "hand-wash",
    "#2F7E6E",
    true,
    22,
  ],
  [
    35,
    "oeffentliches-gesundheitswesen",
    "Öffentliches Gesundheitswesen",
    "Public healthcare",
    "building",
    "#4F6E7E",
    true,
    22,
  ],
  [36, "haematologie", "Hämatologie", "Hematology", "test-tube", "#A82F5A", true, 30],
  [
    37,
    "kinder-jugendpsychiatrie",
    "Kinder- und Jugendpsychiatrie und -psychotherapie",
    "Child and adolescent psychiatry and psychotherapy",
    "child",
    "#6B52B0",
    true,
    20,
  ],
  [38, "psychotherapie", "Psychotherapie", "Psychotherapy", "chat", "#5A5FAF", true, 20],
  [39, "transfusionsmedizin", "Transfusionsmedizin", "Transfusion medicine", "blood-bag", "#B2363F", true, 7],
  [40, "haemophilie", "Hämophilie", "Hemophilia", "droplet-plus", "#A63A48", true, 7],
  [41, "hepatologie", "Hepatologie", "Hepatology", "liver", "#9A5B2B", true, 6],
  [42, "sportmedizin", "Sportmedizin", "Sports medicine", "runner", "#2C7F4F"],
  [43, "zahnmedizin", "Zahnmedizin", "Dentistry", "tooth", "#2A76A0"],
  [44, "tiermedizin", "Tiermedizin", "Veterinary medicine", "paw", "#7F6A2A"],
  [45, "pflege", "Pflege", "Nursing", "nurse", "#2E7C8A"],
  [46, "ernaehrungsmedizin", "Ernährungsmedizin", "Nutritional medicine", "apple", "#5C8A24"],
  [47, "humangenetik", "Humangenetik", "Human genetics", "dna", "#4C5FB8"],
  [48, "labormedizin", "Laboratoriumsmedizin", "Laboratory medicine", "microscope", "#3E6E9E"],
  [49, "gefaesschirurgie", "Gefäßchirurgie", "Vascular surgery", "scalpel", "#8C3A4E", false],
  [50, "neurochirurgie", "Neurochirurgie", "Neurosurgery", "brain-scalpel", "#5C4A9E", false],
  [51, "pathologie", "Pathologie", "Pathology", "microscope-slide", "#5E6670", false],
  [52, "pharmazie", "Pharmazie", "Pharmacy", "pill", "#1F7A6C"],
  [53, "klinische-pharmazie", "Klinische Pharmazie", "Clinical pharmacy", "pill-bottle", "#23786A", true, 52],
  [54, "neuropaediatrie", "Neuropädiatrie", "Pediatric neurology", "child-brain", "#7550B8", true, 9],
  [55, "rechtsmedizin", "Rechtsmedizin", "Legal medicine", "scales", "#5A5F6E", false],
  [56, "arbeitsmedizin", "Arbeitsmedizin", "Occupational medicine", "helmet", "#8A6A1E", false],
  [57, "allgemeinchirurgie", "Allgemeinchirurgie", "General surgery", "scalpel", "#3D6B7A", false],
  [58, "herzchirurgie", "Herzchirurgie", "Cardiac surgery", "heart-scalpel", "#A8323E", false],
  [
    59,
    "plastische-aesthetische-chirurgie",
    "Plastische, Rekonstruktive und Ästhetische Chirurgie",
    "Plastic, reconstructive and aesthetic surgery",
    "face",
    "#9E4A6E",
    false,
  ],
  [60, "unfallchirurgie", "Unfallchirurgie", "Trauma surgery", "bandage", "#A5482C", false, 24],
  [
    61,
    "mund-kiefer-gesichtschirurgie",
    "Mund-Kiefer-Gesichtschirurgie",
    "Oral and maxillofacial surgery",
    "jaw",
    "#6E5E8A",
    false,
  ],
  [
    62,
    "psychosomatik",
    "Psychosomatische Medizin und Psychotherapie",
    "Psychosomatic medicine and psychotherapy",
    "mind-body",
    "#6A58A0",
  ],
  [
    63,
    "physikalische-rehabilitative-medizin",
    "Physikalische und Rehabilitative Medizin",
    "Physical and rehabilitative medicine",
    "rehab",
    "#3A7A64",
  ],
  [INNERE_MEDIZIN, "innere-medizin", "Innere Medizin", "Internal medicine", "organs", "#9B2D4F"],
  [CHIRURGIE, "chirurgie", "Chirurgie", "Surgery", "scalpel", "#4A5A6E", false],
  [66, "viszeralchirurgie", "Viszeralchirurgie", "Visceral surgery", "intestine", "#7A4A2E", false],
  [67, "thoraxchirurgie", "Thoraxchirurgie", "Thoracic surgery", "ribcage", "#5A5A8E", false],
  [
    68,
    "kinder-jugendchirurgie",
    "Kinder- und Jugendchirurgie",
    "Pediatric surgery",
    "child-scalpel",
    "#8A5A3A",
    false,
  ],
  [
    69,
    "mikrobiologie-virologie-infektionsepidemiologie",
    "Mikrobiologie, Virologie und Infektionsepidemiologie",
    "Microbiology, virology and infection epidemiology",
    "petri-dish",
    "#3A6A8A",
    true,
    22,
  ],
  [70, "pharmakologie", "Pharmakologie", "Pharmacology", "flask", "#4E6B3A", false],
  [71, "anatomie", "Anatomie", "Anatomy", "skeleton", "#6A4A6E", false],
  [72, "biochemie", "Biochemie", "Biochemistry", "molecule", "#5E5A3A", false],
  [73, "physiologie", "Physiologie", "Physiology", "pulse", "#7E3E5A", false],
];

const parentOf = new Map(
  Object.entries(PARENTS).flatMap(([parent, children]) =>
    children.map((id) => [id, Number(parent)] as const),
  ),
);

export const FIELDS: readonly FieldSeed[] = rows.map(
  ([id, slug, label_de, label_en, icon, color, relevant = true, mappedId]) => ({
    id,
    slug,
    label_de,
    label_en,
    icon,
    color,
    relevant,
    mappedId: mappedId ?? null,
    parentId: parentOf.get(id) ?? null,
  }),
);

/** A field and the Gebiete above it: what an item of the field is tagged with. */
export function withParents(fieldId: number): number[] {
  const parent = parentOf.get(fieldId);
  return parent === undefined ? [fieldId] : [fieldId, ...withParents(parent)];
}
