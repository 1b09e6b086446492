/** Word lists for the generated demo catalogue (topics: curriculum.ts); German as a doctor would read it. */

/** Keywords that fit any content: what kind of course it is, not what it is about. */
export const KEYWORDS = [
  "Leitlinie",
  "Fallbericht",
  "Studienupdate",
  "Kongressbericht",
  "Praxistipp",
  "Differenzialdiagnose",
  "Patientenkommunikation",
  "Interdisziplinär",
  "Versorgungsforschung",
  "Shared Decision Making",
  "Evidenzbasierte Medizin",
  "Qualitätssicherung",
];

export const FIRST_NAMES = [
  "Anna",
  "Markus",
  "Julia",
  "Thomas",
  "Katharina",
  "Stefan",
  "Sabine",
  "Michael",
  "Claudia",
  "Andreas",
  "Susanne",
  "Christian",
  "Nicole",
  "Florian",
  "Miriam",
  "Jörg",
  "Birgit",
  "Matthias",
  "Kerstin",
  "Tobias",
  "Elif",
  "Jan",
  "Hanna",
  "Lukas",
  "Sophie",
  "Felix",
  "Leonie",
  "Ralf",
  "Ulrike",
  "Björn",
];
export const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Werner",
  "Krause",
  "Lehmann",
  "Köhler",
  "Maier",
  "Yilmaz",
];
export const EXPERT_TITLES = ["Prof. Dr. med.", "Dr. med.", "PD Dr. med.", "Dr. med. univ.", "Prof. Dr."];
/** Where experts work, with the preposition a sentence needs ("arbeitet … am Klinikum Nürnberg"). */
export const PLACES = [
  "an der Charité – Universitätsmedizin Berlin",
  "am Universitätsklinikum Heidelberg",
  "am LMU Klinikum München",
  "am Universitätsklinikum Hamburg-Eppendorf",
  "an der Medizinischen Hochschule Hannover",
  "an der Uniklinik Köln",
  "am Universitätsklinikum Freiburg",
  "in einer Gemeinschaftspraxis in Leipzig",
  "am Klinikum Nürnberg",
  "an der Medizinischen Universität Wien",
  "am Universitätsspital Zürich",
];

export const SUPPORTERS = [
  "Deutsche Herzstiftung",
  "Ärztekammer Nordrhein",
  "Pharma Nord GmbH",
  "MedTech Solutions AG",
  "Berufsverband Deutscher Internisten",
  "Fachverlag Medizin aktuell",
  "Kompetenznetz Versorgung",
  "Stiftung Gesundheitswissen",
];

/** Supporters that sell medical products: their support makes an item not industry-independent. */
export const INDUSTRY_SUPPORTERS = [
  "Pharma Nord GmbH",
  "MedTech Solutions AG",
  "Cardiomed Diagnostics (Demo)",
];

export const CHANNEL_SUFFIXES = ["im Fokus", "kompakt", "Forum", "Akademie", "Update", "im Dialog", "Praxis"];
