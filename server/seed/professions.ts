import type { Profession } from "../generated/resolvers-types.ts";
/** All professions (spec 3.5): the default group first, then the extended group. */
export type ProfessionGroup = "DEFAULT" | "EXTENDED";

export interface ProfessionSeed {
  value: Profession;
  group: ProfessionGroup;
  label_de: string;
  label_en: string;
}

const defaults: [Profession, string, string][] = [
  ["DOCTOR", "Ärztin/Arzt", "Doctor"],
  ["VET", "Tierärztin/Tierarzt", "Veterinarian"],
  ["DENTIST", "Zahnärztin/Zahnarzt", "Dentist"],
  ["PHARMACIST", "Apothekerin/Apotheker", "Pharmacist"],
  ["MEDICAL_TECHNOLOGY_INDUSTRY", "Medizintechnik-Industrie", "Medical technology industry"],
  ["PHARMACEUTICAL_INDUSTRY", "Pharmazeutische Industrie", "Pharmaceutical industry"],
];

const extended: [Profession, string, string][] = [
  ["ASSISTANT_DOCTOR", "Assistenzärztin/-arzt", "Assistant doctor"],
  ["MEDICAL_STUDENT", "Medizinstudent/-in", "Medical student"],
  ["NURSE", "Pflegefachfrau/-mann", "Nurse"],
  ["GERIATRIC_NURSE", "Altenpfleger/-in", "Geriatric nurse"],
  ["PEDIATRIC_NURSE", "Kinderkrankenpfleger/-in", "Pediatric nurse"],
  ["MIDWIFE", "Hebamme/Entbindungspfleger", "Midwife"],
  ["PHYSIOTHERAPIST", "Physiotherapeut/-in", "Physiotherapist"],
  ["OCCUPATIONAL_THERAPIST", "Ergotherapeut/-in", "Occupational therapist"],
  ["SPEECH_THERAPIST", "Logopäde/Logopädin", "Speech therapist"],
  ["PSYCHOTHERAPIST", "Psychotherapeut/-in", "Psychotherapist"],
  ["PSYCHOLOGIST", "Psychologe/Psychologin", "Psychologist"],
  ["MEDICAL_SPECIALIST", "Fachärztin/Facharzt", "Medical specialist"],
  ["MEDICAL_ASSISTANT", "Medizinische/-r Fachangestellte/-r (MFA)", "Medical assistant"],
  ["DENTAL_ASSISTANT", "Zahnmedizinische/-r Fachangestellte/-r (ZFA)", "Dental assistant"],
  [
    "PHARMACEUTICAL_TECHNICAL_ASSISTANT",
    "Pharmazeutisch-technische/-r Assistent/-in (PTA)",
    "Pharmaceutical technical assistant",
  ],
  [
    "MEDICAL_TECHNICAL_ASSISTANT",
    "Medizinisch-technische/-r Assistent/-in (MTA)",
    "Medical technical assistant",
  ],
  ["RADIOLOGY_TECHNICIAN", "Medizinische/-r Technologe/-in für Radiologie", "Radiology technician"],
  [
    "LABORATORY_TECHNICIAN",
    "Medizinische/-r Technologe/-in für Laboratoriumsanalytik",
    "Laboratory technician",
  ],
  ["OPTICIAN", "Augenoptiker/-in", "Optician"],
  ["HEARING_AID_ACOUSTICIAN", "Hörakustiker/-in", "Hearing aid acoustician"],
  ["ORTHOPEDIC_TECHNICIAN", "Orthopädietechniker/-in", "Orthopedic technician"],
  ["DIETITIAN", "Diätassistent/-in", "Dietitian"],
  ["PODIATRIST", "Podologe/Podologin", "Podiatrist"],
  ["ALTERNATIVE_PRACTITIONER", "Heilpraktiker/-in", "Alternative practitioner"],
  ["CLINICAL_RESEARCH", "Klinische Forschung", "Clinical research"],
  ["HEALTH_DEPARTMENT", "Gesundheitsamt", "Health department"],
  ["HEALTH_INSURANCE", "Krankenversicherung", "Health insurance"],
  ["CLINIC_MANAGEMENT", "Klinikmanagement", "Clinic management"],
  ["MEDICAL_JOURNALIST", "Medizinjournalist/-in", "Medical journalist"],
  ["PHYSICIAN_ASSISTANT", "Physician Assistant", "Physician assistant"],
  ["EMERGENCY_PARAMEDIC", "Notfallsanitäter/-in", "Paramedic"],
  ["VETERINARY_ASSISTANT", "Tiermedizinische/-r Fachangestellte/-r (TFA)", "Veterinary assistant"],
  ["VETERINARY_STUDENT", "Tiermedizinstudent/-in", "Veterinary student"],
  ["PHARMACY_STUDENT", "Pharmaziestudent/-in", "Pharmacy student"],
  ["OTHER", "Sonstige", "Other"],
];

const toSeed =
  (group: ProfessionGroup) =>
  ([value, label_de, label_en]: [Profession, string, string]): ProfessionSeed => ({
    value,
    group,
    label_de,
    label_en,
  });

export const PROFESSIONS: readonly ProfessionSeed[] = [
  ...defaults.map(toSeed("DEFAULT")),
  ...extended.map(toSeed("EXTENDED")),
];

/**
 * The fields (slugs) each profession works with: what "Empfohlen für dich" offers after the user's
 * own fields (decision 027). A merged field stands for its target. Empty: no fields of its own
 * (industry, administration): the editorial and newest items follow the user's fields directly.
 */
export const PROFESSION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  DOCTOR: ["allgemeinmedizin", "innere-medizin"],
  VET: ["tiermedizin"],
  DENTIST: ["zahnmedizin"],
  PHARMACIST: ["pharmazie"],
  MEDICAL_TECHNOLOGY_INDUSTRY: [],
  PHARMACEUTICAL_INDUSTRY: ["pharmazie"],
  ASSISTANT_DOCTOR: ["innere-medizin", "notfallmedizin", "allgemeinmedizin"],
  MEDICAL_STUDENT: ["allgemeinmedizin", "innere-medizin"],
  NURSE: ["pflege"],
  GERIATRIC_NURSE: ["pflege", "geriatrie"],
  PEDIATRIC_NURSE: ["pflege", "paediatrie"],
  MIDWIFE: ["gynaekologie-geburtshilfe"],
  PHYSIOTHERAPIST: ["physikalische-rehabilitative-medizin", "orthopaedie", "sportmedizin"],
  OCCUPATIONAL_THERAPIST: ["physikalische-rehabilitative-medizin", "geriatrie"],
  SPEECH_THERAPIST: ["hals-nasen-ohren-heilkunde", "neurologie"],
  PSYCHOTHERAPIST: ["psychiatrie", "psychosomatik"],
  PSYCHOLOGIST: ["psychiatrie", "psychosomatik"],
  MEDICAL_SPECIALIST: ["innere-medizin", "allgemeinmedizin"],
  MEDICAL_ASSISTANT: ["allgemeinmedizin"],
  DENTAL_ASSISTANT: ["zahnmedizin"],
  PHARMACEUTICAL_TECHNICAL_ASSISTANT: ["pharmazie"],
  MEDICAL_TECHNICAL_ASSISTANT: ["labormedizin", "radiologie"],
  RADIOLOGY_TECHNICIAN: ["radiologie", "nuklearmedizin"],
  LABORATORY_TECHNICIAN: ["labormedizin"],
  OPTICIAN: ["ophthalmologie"],
  HEARING_AID_ACOUSTICIAN: ["hals-nasen-ohren-heilkunde"],
  ORTHOPEDIC_TECHNICIAN: ["orthopaedie"],
  DIETITIAN: ["ernaehrungsmedizin"],
  PODIATRIST: ["endokrinologie-diabetologie", "dermatologie"],
  ALTERNATIVE_PRACTITIONER: ["allgemeinmedizin"],
  CLINICAL_RESEARCH: [],
  HEALTH_DEPARTMENT: ["oeffentliches-gesundheitswesen"],
  HEALTH_INSURANCE: [],
  CLINIC_MANAGEMENT: [],
  MEDICAL_JOURNALIST: [],
  PHYSICIAN_ASSISTANT: ["innere-medizin", "allgemeinmedizin"],
  EMERGENCY_PARAMEDIC: ["notfallmedizin"],
  VETERINARY_ASSISTANT: ["tiermedizin"],
  VETERINARY_STUDENT: ["tiermedizin"],
  PHARMACY_STUDENT: ["pharmazie"],
  OTHER: [],
};

/** The narrower circle of medical professionals (marketing-law protected content, "HWG"). */
export const NARROW_CIRCLE: ReadonlySet<string> = new Set([
  "DOCTOR",
  "DENTIST",
  "PHARMACIST",
  "VET",
  "ASSISTANT_DOCTOR",
]);
