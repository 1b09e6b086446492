/**
 * Words that mean the same to a doctor (decision 028): an abbreviation and its long form, the German
 * and the Latin name, a field's old and new name. `terms` find each other; `includes` are narrower
 * words that `terms` also find, but not the other way round (SGLT2 finds Empagliflozin, Empagliflozin
 * does not find Dapagliflozin). Written as people write them: case, umlauts and hyphens do not matter.
 */
export interface SynonymEntry {
  terms: readonly string[];
  includes?: readonly string[];
}

export const SYNONYMS: readonly SynonymEntry[] = [
  // Conditions
  { terms: ["HI", "Herzinsuffizienz", "Herzschwäche"] },
  { terms: ["VHF", "Vorhofflimmern"] },
  { terms: ["KHK", "koronare Herzkrankheit", "koronare Herzerkrankung"] },
  { terms: ["ACS", "akutes Koronarsyndrom"] },
  { terms: ["Herzinfarkt", "Myokardinfarkt"], includes: ["STEMI", "NSTEMI"] },
  { terms: ["Bluthochdruck", "Hypertonie", "arterielle Hypertonie"] },
  { terms: ["COPD", "chronisch obstruktive Lungenerkrankung", "chronisch obstruktive Lungenkrankheit"] },
  { terms: ["DM", "Diabetes mellitus", "Zuckerkrankheit"] },
  { terms: ["T2DM", "DM2", "Typ-2-Diabetes", "Diabetes mellitus Typ 2"] },
  { terms: ["T1DM", "DM1", "Typ-1-Diabetes", "Diabetes mellitus Typ 1"] },
  { terms: ["CKD", "CNI", "chronische Nierenkrankheit", "chronische Niereninsuffizienz"] },
  { terms: ["pAVK", "periphere arterielle Verschlusskrankheit"] },
  { terms: ["TVT", "tiefe Beinvenenthrombose", "tiefe Venenthrombose"] },
  { terms: ["VTE", "venöse Thromboembolie"] },
  { terms: ["LE", "Lungenembolie"] },
  { terms: ["MS", "Multiple Sklerose", "Encephalomyelitis disseminata"] },
  { terms: ["Schlaganfall", "Apoplex", "Hirninfarkt"] },
  { terms: ["RA", "rheumatoide Arthritis", "chronische Polyarthritis"] },
  { terms: ["SLE", "systemischer Lupus erythematodes"] },
  {
    terms: ["CED", "chronisch entzündliche Darmerkrankungen"],
    includes: ["Morbus Crohn", "Colitis ulcerosa"],
  },
  { terms: ["GERD", "Refluxkrankheit", "gastroösophageale Refluxkrankheit"] },
  { terms: ["MASLD", "NAFLD", "Fettleber", "metabolische Fettlebererkrankung"] },
  { terms: ["NSCLC", "nichtkleinzelliges Lungenkarzinom", "nicht-kleinzelliges Lungenkarzinom"] },
  { terms: ["CLL", "chronische lymphatische Leukämie"] },
  { terms: ["AML", "akute myeloische Leukämie"] },
  { terms: ["DLBCL", "diffus großzelliges B-Zell-Lymphom"] },
  { terms: ["AMD", "altersabhängige Makuladegeneration"] },
  { terms: ["ADHS", "ADHD", "Aufmerksamkeitsdefizit-Hyperaktivitätsstörung"] },
  { terms: ["BPH", "benigne Prostatahyperplasie"] },
  { terms: ["HWI", "Harnwegsinfektion", "Harnwegsinfekt", "Zystitis"] },
  { terms: ["ED", "erektile Dysfunktion", "Erektionsstörung"] },
  { terms: ["OSA", "OSAS", "obstruktive Schlafapnoe"] },
  { terms: ["IPF", "idiopathische Lungenfibrose"] },
  { terms: ["CAP", "ambulant erworbene Pneumonie"] },
  { terms: ["Pneumonie", "Lungenentzündung"] },
  { terms: ["Hypothyreose", "Schilddrüsenunterfunktion"] },
  { terms: ["Neurodermitis", "atopische Dermatitis", "atopisches Ekzem"] },
  { terms: ["Psoriasis", "Schuppenflechte"] },
  { terms: ["HCV", "Hepatitis C"] },
  { terms: ["Sepsis", "Blutvergiftung"] },
  // Medicines and their classes
  {
    terms: [
      "SGLT2",
      "SGLT-2",
      "SGLT2-Hemmer",
      "SGLT-2-Hemmer",
      "SGLT2-Inhibitoren",
      "SGLT-2-Inhibitoren",
      "Gliflozine",
      "Gliflozin",
    ],
    includes: ["Empagliflozin", "Dapagliflozin", "Canagliflozin", "Ertugliflozin", "Sotagliflozin"],
  },
  {
    terms: ["GLP-1", "GLP1", "GLP-1-Rezeptoragonisten", "GLP-1-RA", "Inkretinmimetika"],
    includes: ["Semaglutid", "Liraglutid", "Dulaglutid", "Exenatid", "Tirzepatid"],
  },
  {
    terms: ["DOAK", "NOAK", "direkte orale Antikoagulanzien", "direkte orale Antikoagulantien"],
    includes: ["Apixaban", "Rivaroxaban", "Edoxaban", "Dabigatran"],
  },
  {
    terms: ["PPI", "Protonenpumpenhemmer", "Protonenpumpeninhibitoren"],
    includes: ["Pantoprazol", "Omeprazol", "Esomeprazol"],
  },
  { terms: ["ACE-Hemmer", "ACE-Inhibitoren"], includes: ["Ramipril", "Enalapril", "Lisinopril"] },
  { terms: ["ARNI"], includes: ["Sacubitril/Valsartan"] },
  { terms: ["Statine", "CSE-Hemmer"], includes: ["Atorvastatin", "Rosuvastatin", "Simvastatin"] },
  { terms: ["ASS", "Acetylsalicylsäure", "Aspirin"] },
  // Diagnostics
  { terms: ["EKG", "Elektrokardiogramm", "Elektrokardiographie"] },
  { terms: ["CT", "Computertomographie", "Computertomografie"] },
  { terms: ["MRT", "Magnetresonanztomographie", "Kernspintomographie"] },
  // Fields: the training regulations' names and the ones people still use (decision 026)
  { terms: ["Pädiatrie", "Kinder- und Jugendmedizin", "Kinderheilkunde"] },
  { terms: ["Ophthalmologie", "Augenheilkunde"] },
  { terms: ["HNO", "Hals-Nasen-Ohrenheilkunde", "Hals-Nasen-Ohren-Heilkunde"] },
  { terms: ["Hämatoonkologie", "Hämatologie und Onkologie"] },
  { terms: ["Labormedizin", "Laboratoriumsmedizin"] },
  { terms: ["Gynäkologie", "Frauenheilkunde"] },
  { terms: ["Dermatologie", "Haut- und Geschlechtskrankheiten"] },
  { terms: ["Psychosomatik", "Psychosomatische Medizin"] },
];
