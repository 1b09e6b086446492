// The demo question bank (issue 12): German, single best answer, five options, the first one correct
// (the seed stores the index; every attempt shuffles the options). Each CME item draws its pool of
// MIN_POOL (30) from these; the topics are what any accredited talk in internal medicine touches on.

export interface BankQuestion {
  text: string;
  /** The correct answer first. */
  options: [string, string, string, string, string];
}

export const QUESTION_BANK: BankQuestion[] = [
  {
    text: "Welcher Zielwert für das LDL-Cholesterin wird von den ESC-Leitlinien bei sehr hohem kardiovaskulärem Risiko empfohlen?",
    options: [
      "< 55 mg/dl und Senkung um mindestens 50 %",
      "< 70 mg/dl",
      "< 100 mg/dl",
      "< 116 mg/dl",
      "Kein fester Zielwert",
    ],
  },
  {
    text: "Welcher Wirkstoff gehört zu den SGLT2-Inhibitoren?",
    options: ["Empagliflozin", "Sitagliptin", "Liraglutid", "Glimepirid", "Pioglitazon"],
  },
  {
    text: "Welcher Befund spricht am stärksten für eine Herzinsuffizienz mit reduzierter Ejektionsfraktion (HFrEF)?",
    options: [
      "LVEF ≤ 40 %",
      "LVEF 50–60 %",
      "Isolierte Sinustachykardie",
      "Normales NT-proBNP",
      "Erhöhtes HDL-Cholesterin",
    ],
  },
  {
    text: "Welcher Score wird zur Abschätzung des Schlaganfallrisikos bei Vorhofflimmern verwendet?",
    options: ["CHA₂DS₂-VASc", "CURB-65", "Glasgow Coma Scale", "Child-Pugh", "Wells-Score"],
  },
  {
    text: "Welches Studiendesign liefert für die Wirksamkeit einer Therapie in der Regel die höchste Evidenz?",
    options: [
      "Randomisierte kontrollierte Studie",
      "Fallserie",
      "Querschnittsstudie",
      "Expertenmeinung",
      "Fall-Kontroll-Studie",
    ],
  },
  {
    text: "Was gibt die Number Needed to Treat (NNT) an?",
    options: [
      "Wie viele Patienten behandelt werden müssen, damit einer zusätzlich profitiert",
      "Wie viele Patienten eine Nebenwirkung erleiden",
      "Die Zahl der Studienteilnehmer",
      "Die relative Risikoreduktion in Prozent",
      "Die Dauer der Therapie in Wochen",
    ],
  },
  {
    text: "Welche Laborkonstellation ist typisch für eine Eisenmangelanämie?",
    options: [
      "Niedriges Ferritin, mikrozytäre hypochrome Erythrozyten",
      "Hohes Ferritin, makrozytäre Erythrozyten",
      "Normales Ferritin, erhöhtes Vitamin B12",
      "Erhöhte Retikulozyten und Haptoglobin",
      "Erniedrigtes Transferrin und erhöhtes Ferritin",
    ],
  },
  {
    text: "Welches Antibiotikum ist bei einer unkomplizierten Zystitis der Frau ein Mittel der ersten Wahl?",
    options: ["Fosfomycin-Trometamol", "Ciprofloxacin", "Meropenem", "Vancomycin", "Clindamycin"],
  },
  {
    text: "Welcher Wert definiert nach aktueller Leitlinie eine arterielle Hypertonie in der Praxismessung?",
    options: ["≥ 140/90 mmHg", "≥ 120/70 mmHg", "≥ 130/60 mmHg", "≥ 160/100 mmHg", "≥ 180/110 mmHg"],
  },
  {
    text: "Welche Nebenwirkung ist für ACE-Hemmer besonders typisch?",
    options: ["Trockener Reizhusten", "Gingivahyperplasie", "Obstipation", "Hypoglykämie", "Knöchelödeme"],
  },
  {
    text: "Welcher Parameter wird zur Therapiekontrolle von Vitamin-K-Antagonisten verwendet?",
    options: ["INR", "Anti-Xa-Aktivität", "Thrombozytenzahl", "D-Dimere", "Fibrinogen"],
  },
  {
    text: "Welcher HbA1c-Wert spricht für die Diagnose eines Diabetes mellitus?",
    options: ["≥ 6,5 % (48 mmol/mol)", "≥ 5,0 %", "≥ 5,7 % allein", "≥ 4,5 %", "≥ 9,0 % ausschließlich"],
  },
  {
    text: "Welche Impfung wird von der STIKO allen Personen ab 60 Jahren als Standardimpfung empfohlen?",
    options: ["Pneumokokken", "Gelbfieber", "Tollwut", "Japanische Enzephalitis", "Cholera"],
  },
  {
    text: "Welcher Befund gehört zu den Kriterien einer Sepsis nach Sepsis-3?",
    options: [
      "Lebensbedrohliche Organdysfunktion durch eine fehlregulierte Wirtsantwort auf eine Infektion",
      "Fieber über 38 °C allein",
      "Leukozytose allein",
      "Positive Blutkultur ohne Symptome",
      "Erhöhtes CRP ohne Organdysfunktion",
    ],
  },
  {
    text: "Welche Untersuchung ist bei Verdacht auf eine Lungenembolie mit hoher klinischer Wahrscheinlichkeit die Methode der Wahl?",
    options: [
      "CT-Pulmonalisangiographie",
      "Röntgen-Thorax",
      "Spirometrie",
      "Abdomen-Sonographie",
      "Langzeit-EKG",
    ],
  },
  {
    text: "Welche Aussage zur Pharmakokinetik im Alter trifft zu?",
    options: [
      "Die renale Clearance nimmt häufig ab, Dosisanpassungen können nötig sein",
      "Die Nierenfunktion steigt im Alter an",
      "Das Verteilungsvolumen fettlöslicher Stoffe sinkt immer",
      "Die Leberdurchblutung nimmt zu",
      "Wechselwirkungen werden seltener",
    ],
  },
  {
    text: "Welches Medikament ist bei einem akuten anaphylaktischen Schock zuerst zu geben?",
    options: [
      "Adrenalin intramuskulär",
      "Prednisolon oral",
      "Cetirizin oral",
      "Salbutamol inhalativ",
      "Furosemid intravenös",
    ],
  },
  {
    text: "Wie viele CME-Punkte müssen Fachärztinnen und Fachärzte in Deutschland innerhalb von fünf Jahren nachweisen?",
    options: ["250 Punkte", "100 Punkte", "150 Punkte", "300 Punkte", "500 Punkte"],
  },
  {
    text: "Welcher Laborwert ist für die Abschätzung der Nierenfunktion im Alltag am gebräuchlichsten?",
    options: ["eGFR aus dem Serumkreatinin", "Harnsäure", "Serumnatrium", "Lipase", "Gamma-GT"],
  },
  {
    text: "Was ist die häufigste Ursache einer Leberzirrhose in Deutschland?",
    options: [
      "Chronischer Alkoholkonsum",
      "Hepatitis E",
      "Morbus Wilson",
      "Hämochromatose",
      "Autoimmunhepatitis",
    ],
  },
  {
    text: "Womit beginnt die Wiederbelebung eines Erwachsenen mit Kreislaufstillstand nach den ERC-Leitlinien?",
    options: [
      "Thoraxkompressionen mit 100–120/min und 5–6 cm Drucktiefe",
      "Legen eines venösen Zugangs vor jeder anderen Maßnahme",
      "Intubation vor der ersten Thoraxkompression",
      "Gabe von Atropin 1 mg intravenös",
      "Abwarten, bis der Notarzt eintrifft",
    ],
  },
  {
    text: "In welchem Verhältnis stehen Thoraxkompressionen und Beatmungen bei der Reanimation Erwachsener (ERC)?",
    options: ["30:2", "15:2", "5:1", "3:1", "50:5"],
  },
  {
    text: "Welcher Wirkstoff ist nach der Nationalen VersorgungsLeitlinie Typ-2-Diabetes ohne Kontraindikation das Mittel der ersten Wahl, wenn Lebensstilmaßnahmen nicht genügen?",
    options: ["Metformin", "Glibenclamid", "Acarbose", "Pioglitazon", "Insulin glargin"],
  },
  {
    text: "Welcher Spirometriebefund belegt nach GOLD eine persistierende Atemwegsobstruktion bei COPD?",
    options: [
      "FEV1/FVC < 0,70 nach Bronchodilatation",
      "Verminderte Vitalkapazität bei normalem FEV1/FVC",
      "Erhöhte Diffusionskapazität",
      "FEV1 über 80 % des Sollwerts",
      "Normale Fluss-Volumen-Kurve",
    ],
  },
  {
    text: "Welches Antidot wird bei einer Paracetamol-Vergiftung gegeben?",
    options: ["Acetylcystein", "Naloxon", "Flumazenil", "Physostigmin", "Vitamin K"],
  },
  {
    text: "Welches Medikament hebt die atemdepressive Wirkung von Opioiden auf?",
    options: ["Naloxon", "Flumazenil", "Protamin", "Atropin", "Glukagon"],
  },
  {
    text: "Welcher Erreger verursacht bei Erwachsenen am häufigsten eine ambulant erworbene Pneumonie?",
    options: [
      "Streptococcus pneumoniae",
      "Pseudomonas aeruginosa",
      "Escherichia coli",
      "Legionella pneumophila",
      "Candida albicans",
    ],
  },
  {
    text: "Welcher Score hilft bei ambulant erworbener Pneumonie in der Praxis, über eine stationäre Aufnahme zu entscheiden?",
    options: ["CRB-65", "CHA₂DS₂-VASc", "HAS-BLED", "APGAR", "MELD"],
  },
  {
    text: "Welcher Score schätzt das Blutungsrisiko unter oraler Antikoagulation bei Vorhofflimmern ab?",
    options: ["HAS-BLED", "CHA₂DS₂-VASc", "Wells-Score", "NIHSS", "CRB-65"],
  },
  {
    text: "Bis wann nach Symptombeginn ist beim akuten ischämischen Schlaganfall ohne erweiterte Bildgebung eine intravenöse Thrombolyse zugelassen?",
    options: ["Bis 4,5 Stunden", "Bis 1 Stunde", "Bis 12 Stunden", "Bis 24 Stunden", "Bis 72 Stunden"],
  },
  {
    text: "Welche EKG-Veränderung ist typisch für eine Hyperkaliämie?",
    options: [
      "Hohe, spitze T-Wellen",
      "Prominente U-Wellen",
      "Delta-Welle",
      "Verkürzte PQ-Zeit",
      "Osborn-Welle",
    ],
  },
  {
    text: "Welche Reperfusionstherapie ist beim ST-Hebungsinfarkt bevorzugt, wenn sie rechtzeitig verfügbar ist?",
    options: [
      "Primäre perkutane Koronarintervention (PCI)",
      "Alleinige Gabe von Nitroglycerin",
      "Elektive Bypassoperation nach vier Wochen",
      "Abwartende Überwachung ohne Reperfusion",
      "Hochdosierte Gabe von Digitoxin",
    ],
  },
  {
    text: "Womit empfiehlt die STIKO allen Personen ab 60 Jahren die Impfung gegen Herpes zoster?",
    options: [
      "Adjuvantierter Totimpfstoff, zwei Dosen",
      "Attenuierter Lebendimpfstoff, eine Dosis",
      "Passive Immunisierung mit Immunglobulinen",
      "Auffrischung der Varizellen-Impfung aus der Kindheit",
      "Keine Impfung: Herpes zoster ist nicht impfpräventabel",
    ],
  },
  {
    text: "Wie wirkt Ezetimib?",
    options: [
      "Es hemmt die Cholesterinaufnahme im Darm",
      "Es hemmt die HMG-CoA-Reduktase",
      "Es ist ein Antikörper gegen PCSK9",
      "Es aktiviert PPAR-alpha",
      "Es bindet Gallensäuren im Darm",
    ],
  },
  {
    text: "Welcher Wirkstoff gehört zu den direkten oralen Antikoagulanzien (DOAK)?",
    options: ["Apixaban", "Phenprocoumon", "Clopidogrel", "Enoxaparin", "Acetylsalicylsäure"],
  },
  {
    text: "Welche Laborkonstellation ist typisch für eine manifeste primäre Hypothyreose?",
    options: [
      "TSH erhöht, freies T4 erniedrigt",
      "TSH erniedrigt, freies T4 erhöht",
      "TSH und freies T4 normal",
      "TSH erniedrigt, freies T4 erniedrigt",
      "TSH erhöht, freies T4 erhöht",
    ],
  },
  {
    text: "Ab welchem Body-Mass-Index liegt nach WHO eine Adipositas vor?",
    options: ["≥ 30 kg/m²", "≥ 25 kg/m²", "≥ 27 kg/m²", "≥ 35 kg/m²", "≥ 40 kg/m²"],
  },
  {
    text: "Welches Medikament gehört zur prognostisch wirksamen Basistherapie der Herzinsuffizienz mit reduzierter Ejektionsfraktion?",
    options: ["Bisoprolol", "Verapamil", "Diltiazem", "Dronedaron", "Pioglitazon"],
  },
  {
    text: "Welcher Befund ist bei Kreuzschmerzen ein Warnzeichen (Red Flag), das rasch abgeklärt werden muss?",
    options: [
      "Neu aufgetretene Blasen- oder Mastdarmstörung",
      "Besserung der Schmerzen bei Bewegung",
      "Verspannte paravertebrale Muskulatur",
      "Beginn nach ungewohnter Gartenarbeit",
      "Schmerzen seit wenigen Tagen ohne weitere Beschwerden",
    ],
  },
  {
    text: "Welcher Erreger verursacht die Lyme-Borreliose?",
    options: [
      "Borrelia burgdorferi sensu lato",
      "FSME-Virus",
      "Rickettsia rickettsii",
      "Treponema pallidum",
      "Leptospira interrogans",
    ],
  },
];
