import type { TopicBank } from "./types.ts";

export const DIABETES_MELLITUS_TYP_2: TopicBank = {
  topic: "Diabetes mellitus Typ 2",
  field: "endokrinologie-diabetologie",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie Typ-2-Diabetes, Version 3.0 (BÄK, KBV, AWMF 2023)",
      url: "https://www.leitlinien.de/themen/diabetes",
    },
    {
      text: "DDG-Praxisempfehlung Therapie des Typ-2-Diabetes (Deutsche Diabetes Gesellschaft, Diabetologie und Stoffwechsel 2025)",
      url: "https://doi.org/10.1055/a-2592-7923",
    },
    {
      text: "Management of Hyperglycaemia in Type 2 Diabetes, 2022. A Consensus Report by the ADA and the EASD (Diabetologia 2022)",
      url: null,
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Pathophysiologie des Typ-2-Diabetes trifft zu?",
      options: [
        "Insulinresistenz und eine fortschreitende Betazelldysfunktion wirken zusammen.",
        "Ursache ist eine autoimmune Betazellzerstörung mit absolutem Insulinmangel.",
        "Die Insulinsekretion ist bei Diagnosestellung regelhaft vollständig erloschen.",
        "Der Inkretineffekt ist beim Typ-2-Diabetes typischerweise deutlich verstärkt.",
        "Die Glukagonsekretion ist beim Typ-2-Diabetes typischerweise vermindert.",
      ],
    },
    {
      text: "Welches Vorgehen zur Früherkennung des Typ-2-Diabetes empfiehlt die NVL Typ-2-Diabetes (2023)?",
      options: [
        "Menschen mit erhöhtem Diabetesrisiko eine Untersuchung auf Diabetes anbieten",
        "Jährlicher oraler Glukosetoleranztest bei allen Erwachsenen ab dem 18. Lebensjahr",
        "Bestimmung von C-Peptid und Insulin im Nüchternserum bei allen Erwachsenen",
        "Urinzucker-Teststreifen als alleiniges Screeningverfahren der Bevölkerung",
        "Bestimmung von GAD-Antikörpern bei allen übergewichtigen Erwachsenen",
      ],
    },
    {
      text: "Welche Aussage zur Diagnosestellung nach der NVL Typ-2-Diabetes (2023) trifft zu?",
      options: [
        "Es sind zwei pathologische Laborwerte erforderlich, z. B. Nüchternglukose und HbA1c.",
        "Ein einzelner HbA1c-Wert von 6,0 % sichert die Diagnose auch ohne jede weitere Bestimmung.",
        "Die Diagnose wird anhand einer Glukosurie im Urinteststreifen gestellt.",
        "Vor jeder Diagnosestellung ist ein oraler Glukosetoleranztest zwingend erforderlich.",
        "Die Diagnose setzt den Nachweis eines erniedrigten C-Peptids im Serum voraus.",
      ],
    },
    {
      text: "Ab welchem HbA1c-Wert liegt ein Befund im diabetischen Bereich vor?",
      options: [
        "≥ 6,5 % (48 mmol/mol)",
        "≥ 5,7 % (39 mmol/mol)",
        "≥ 6,0 % (42 mmol/mol)",
        "≥ 7,0 % (53 mmol/mol)",
        "≥ 7,5 % (58 mmol/mol)",
      ],
    },
    {
      text: "Bei welcher Konstellation ist der HbA1c-Wert zur Diagnostik des Diabetes nur eingeschränkt verwertbar?",
      options: [
        "Bei Hämoglobinopathien oder veränderter Lebensdauer der Erythrozyten",
        "Bei Blutentnahme kurz nach einer kohlenhydratreichen Mahlzeit",
        "Bei Blutentnahme am Nachmittag statt am frühen Morgen",
        "Bei gleichzeitig bestehender, medikamentös behandelter Hypertonie",
        "Bei Einnahme eines Statins in üblicher Dosierung zur Lipidsenkung",
      ],
    },
    {
      text: "Welcher Befund im oralen Glukosetoleranztest (75 g Glukose) spricht für einen Diabetes mellitus?",
      options: [
        "2-Stunden-Wert im venösen Plasma ≥ 200 mg/dl (11,1 mmol/l)",
        "2-Stunden-Wert im venösen Plasma ≥ 140 mg/dl (7,8 mmol/l)",
        "Nüchternwert im venösen Plasma ≥ 100 mg/dl (5,6 mmol/l)",
        "1-Stunden-Wert im venösen Plasma ≥ 180 mg/dl (10,0 mmol/l)",
        "Anstieg um mehr als 50 mg/dl gegenüber dem Nüchternwert",
      ],
    },
    {
      text: "Welcher Befund spricht bei einer 35-jährigen, schlanken Patientin mit neu entdecktem Diabetes am ehesten gegen einen Typ-2-Diabetes?",
      options: [
        "Nachweis von Autoantikörpern gegen GAD65",
        "Acanthosis nigricans im Nackenbereich",
        "Positive Familienanamnese für Typ-2-Diabetes",
        "Erhöhte Triglyzeride bei niedrigem HDL-Cholesterin",
        "Erhöhtes Nüchtern-C-Peptid im Serum",
      ],
    },
    {
      text: "Welche Aussage zur nicht-medikamentösen Basistherapie des Typ-2-Diabetes trifft zu?",
      options: [
        "Schulung, Ernährung, Bewegung und Rauchstopp sind auf jeder Therapiestufe Grundlage.",
        "Lebensstilmaßnahmen werden nach Beginn einer medikamentösen Therapie beendet.",
        "Körperliche Aktivität ist wegen der Hypoglykämiegefahr bei Typ-2-Diabetes grundsätzlich zu meiden.",
        "Eine strukturierte Schulung ist erst nach Beginn einer Insulintherapie vorgesehen.",
        "Eine Gewichtsreduktion hat auf die Blutglukose keinen messbaren Einfluss.",
      ],
    },
    {
      text: "Welches Medikament ist nach der NVL Typ-2-Diabetes bei unzureichender Wirkung der Lebensstilmaßnahmen und ohne klinisch relevante kardiovaskuläre Erkrankung Mittel der ersten Wahl?",
      options: ["Metformin", "Glibenclamid", "Acarbose", "Pioglitazon", "Insulin glargin"],
    },
    {
      text: "Eine 62-jährige Patientin mit Typ-2-Diabetes hatte vor zwei Jahren einen Myokardinfarkt und nimmt noch kein Antidiabetikum ein. Welche Therapie sieht die NVL Typ-2-Diabetes vor?",
      options: [
        "Metformin plus SGLT2-Hemmer oder GLP-1-Rezeptoragonist",
        "Metformin plus Sulfonylharnstoff als Standardkombination",
        "Monotherapie mit einem DPP-4-Hemmer ohne weitere Substanz",
        "Pioglitazon kombiniert mit einem kurzwirksamen Insulin",
        "Ausschließlich Lebensstiländerung für mindestens zwölf Monate",
      ],
    },
    {
      text: "Unterhalb welcher eGFR ist Metformin kontraindiziert?",
      options: [
        "30 ml/min/1,73 m²",
        "90 ml/min/1,73 m²",
        "60 ml/min/1,73 m²",
        "45 ml/min/1,73 m²",
        "15 ml/min/1,73 m²",
      ],
    },
    {
      text: "Welche Laborkontrolle ist unter einer Langzeittherapie mit Metformin sinnvoll?",
      options: [
        "Bestimmung von Vitamin B12, besonders bei Neuropathie oder Anämie",
        "Monatliche Bestimmung des Laktats im venösen Blut bei allen Patienten",
        "Regelmäßige Bestimmung der Serumlipase zur Früherkennung einer Pankreatitis",
        "Halbjährliche Bestimmung des TSH wegen eines erhöhten Hypothyreoserisikos",
        "Regelmäßige Bestimmung der Kreatinkinase wegen drohender Myopathie",
      ],
    },
    {
      text: "Welche unerwünschte Wirkung ist für SGLT2-Hemmer typisch?",
      options: [
        "Genitale Pilzinfektionen",
        "Deutliche Gewichtszunahme",
        "Hypoglykämien in Monotherapie",
        "Periphere Ödeme",
        "Trockener Reizhusten",
      ],
    },
    {
      text: "Welche Maßnahme ist bei Menschen mit Typ-2-Diabetes unter einem SGLT2-Hemmer vor einer größeren elektiven Operation empfohlen?",
      options: [
        "Rechtzeitiges Pausieren des SGLT2-Hemmers wegen des Ketoazidoserisikos",
        "Dosisverdopplung am Operationstag zur Vermeidung einer Hyperglykämie",
        "Unveränderte Fortführung bis zum Operationstag, da kein perioperatives Risiko besteht",
        "Zusätzliche Gabe eines Sulfonylharnstoffs am Morgen der Operation",
        "Umstellung auf Metformin in Höchstdosis am Vortag der Operation",
      ],
    },
    {
      text: "Ein Patient unter Empagliflozin stellt sich mit Übelkeit, Erbrechen und vertiefter Atmung vor; die Blutglukose beträgt 180 mg/dl. Welche Diagnostik ist vorrangig?",
      options: [
        "Blutgasanalyse und Bestimmung der Ketonkörper im Blut",
        "Bestimmung des HbA1c zur Beurteilung der bisherigen Einstellung",
        "Oraler Glukosetoleranztest nach Stabilisierung",
        "Bestimmung der Inselzell-Autoantikörper im Serum",
        "Abdomensonografie zum Ausschluss von Gallensteinen",
      ],
    },
    {
      text: "Welche Aussage zu GLP-1-Rezeptoragonisten trifft zu?",
      options: [
        "Übelkeit und andere gastrointestinale Beschwerden sind die führenden Nebenwirkungen.",
        "Sie führen typischerweise zu einer Gewichtszunahme von mehreren Kilogramm.",
        "Sie können die Insulinsekretion auch bei niedriger Blutglukose weiter steigern.",
        "Sie sind ausschließlich zur intravenösen Anwendung im Krankenhaus verfügbar.",
        "Sie senken die Blutglukose vor allem über eine Hemmung der renalen Glukoserückresorption.",
      ],
    },
    {
      text: "Welcher Wirkmechanismus liegt Tirzepatid zugrunde?",
      options: [
        "Agonismus an GIP- und GLP-1-Rezeptoren",
        "Hemmung der Dipeptidylpeptidase-4",
        "Hemmung des Natrium-Glukose-Cotransporters 2",
        "Agonismus am PPAR-gamma-Rezeptor",
        "Hemmung intestinaler Alpha-Glukosidasen",
      ],
    },
    {
      text: "Bei einem Patienten mit bekannter diabetischer Retinopathie wird eine Therapie mit Semaglutid begonnen. Welche Begleitmaßnahme ist angezeigt?",
      options: [
        "Engmaschige augenärztliche Kontrollen wegen des Risikos einer Retinopathie-Verschlechterung",
        "Bestimmung des Calcitonins vor jeder Dosiserhöhung zum Ausschluss eines Schilddrüsenkarzinoms",
        "Echokardiografie vor Therapiebeginn wegen des Risikos einer Herzinsuffizienz",
        "Knochendichtemessung vor Therapiebeginn wegen einer erhöhten Frakturgefahr",
        "Spirometrie vor Therapiebeginn wegen des Risikos einer Bronchokonstriktion",
      ],
    },
    {
      text: "Welche Aussage zu GLP-1-Rezeptoragonisten im perioperativen Kontext trifft zu?",
      options: [
        "Die verzögerte Magenentleerung erhöht das Aspirationsrisiko bei einer Narkose.",
        "Sie verursachen in Monotherapie regelhaft schwere intraoperative Hypoglykämien.",
        "Sie verlängern die Wirkung nicht depolarisierender Muskelrelaxanzien deutlich.",
        "Sie müssen wegen erhöhter Blutungsgefahr mindestens zwei Wochen vor jedem Eingriff abgesetzt werden.",
        "Sie erhöhen das Risiko einer malignen Hyperthermie unter Inhalationsanästhetika.",
      ],
    },
    {
      text: "Welche Aussage zu Sulfonylharnstoffen trifft zu?",
      options: [
        "Im Alter und bei Niereninsuffizienz drohen schwere, protrahierte Hypoglykämien.",
        "Sie senken in Endpunktstudien die kardiovaskuläre Mortalität stärker als SGLT2-Hemmer.",
        "Sie führen typischerweise zu einer deutlichen Gewichtsabnahme.",
        "Sie wirken unabhängig von einer noch erhaltenen Betazellfunktion.",
        "Bei fortgeschrittener Niereninsuffizienz sind sie die Mittel der Wahl.",
      ],
    },
    {
      text: "Bei welcher Begleiterkrankung ist Pioglitazon kontraindiziert?",
      options: [
        "Herzinsuffizienz, auch in der Vorgeschichte",
        "Arterielle Hypertonie unter Therapie",
        "Substituierte Hypothyreose",
        "Gicht mit erhöhter Harnsäure",
        "Allergisches Asthma bronchiale",
      ],
    },
    {
      text: "Welche Aussage zu DPP-4-Hemmern trifft zu?",
      options: [
        "In Monotherapie verursachen sie kaum Hypoglykämien und sind gewichtsneutral.",
        "Sie senken in Endpunktstudien die kardiovaskuläre Mortalität deutlich.",
        "Sie werden wegen ihrer sehr kurzen Halbwertszeit mehrmals täglich subkutan injiziert.",
        "Sie werden bevorzugt mit GLP-1-Rezeptoragonisten kombiniert.",
        "Sie führen typischerweise zu einer Gewichtszunahme von mehreren Kilogramm.",
      ],
    },
    {
      text: "Ein Patient, der Acarbose und Insulin einnimmt, hat eine leichte Hypoglykämie. Womit sollte er sie behandeln?",
      options: [
        "Mit Traubenzucker (Glukose)",
        "Mit Haushaltszucker (Saccharose)",
        "Mit einem Glas Vollmilch",
        "Mit einer Scheibe Vollkornbrot",
        "Mit einem Stück Schokolade",
      ],
    },
    {
      text: "Eine Patientin unter Insulintherapie wird von Angehörigen bewusstlos aufgefunden; eine Hypoglykämie ist wahrscheinlich. Welche Maßnahme durch die Angehörigen ist angezeigt?",
      options: [
        "Gabe von Glukagon (nasal oder intramuskulär) und Notruf",
        "Einflößen von Fruchtsaft in flacher Rückenlage",
        "Abwarten in stabiler Seitenlage bis zum Erwachen",
        "Injektion einer halben Insulindosis zur Stabilisierung",
        "Gabe von reichlich Wasser über eine Trinkflasche",
      ],
    },
    {
      text: "Welche Aussage zum HbA1c-Therapieziel trifft nach der NVL Typ-2-Diabetes zu?",
      options: [
        "Es wird individuell in partizipativer Entscheidungsfindung vereinbart.",
        "Es liegt für alle Menschen mit Typ-2-Diabetes unter 6,0 %.",
        "Es gilt unabhängig von Alter, Lebenserwartung und Begleiterkrankungen einheitlich.",
        "Es wird bei Gebrechlichkeit besonders niedrig angesetzt.",
        "Es richtet sich ausschließlich nach dem Körpergewicht.",
      ],
    },
    {
      text: "Welches Vorgehen ist bei einem 84-jährigen, gebrechlichen Patienten mit Typ-2-Diabetes und Demenz angemessen?",
      options: [
        "Weniger strenges Glukoseziel, vorrangig Vermeidung von Hypoglykämien",
        "Intensivierte Insulintherapie mit dem Ziel normnaher Glukosewerte",
        "Bevorzugter Einsatz lang wirksamer Sulfonylharnstoffe wie Glibenclamid",
        "HbA1c-Ziel unter 6,0 % zur Verlangsamung der Demenzprogression",
        "Absetzen aller Antidiabetika unabhängig von hyperglykämischen Symptomen",
      ],
    },
    {
      text: "Welche Untersuchung gehört zum regelmäßigen Screening auf eine diabetische sensomotorische Polyneuropathie?",
      options: [
        "Prüfung mit 10-g-Monofilament und Stimmgabel",
        "Elektromyografie bei allen Patienten jährlich",
        "Biopsie des Nervus suralis bei Diagnosestellung",
        "Bestimmung der Kreatinkinase im Serum",
        "MRT der Lendenwirbelsäule bei Diagnosestellung",
      ],
    },
    {
      text: "Welche Aussage zur Wagner-Armstrong-Klassifikation des diabetischen Fußsyndroms trifft zu?",
      options: [
        "Sie kombiniert die Wundtiefe nach Wagner mit Infektion und Ischämie nach Armstrong.",
        "Sie graduiert ausschließlich das Ausmaß der sensiblen Neuropathie am Fuß.",
        "Sie beschreibt die Aktivitätsstadien der Charcot-Neuroosteoarthropathie.",
        "Sie teilt die periphere arterielle Verschlusskrankheit nach der schmerzfreien Gehstrecke ein.",
        "Sie dient zur Einteilung der Schwere einer diabetischen Retinopathie.",
      ],
    },
    {
      text: "Welche Untersuchungen dienen der regelmäßigen Früherkennung einer diabetischen Nierenerkrankung?",
      options: [
        "eGFR und Albumin-Kreatinin-Quotient im Urin",
        "Serumharnstoff und Urinzucker-Teststreifen",
        "Nierenszintigrafie und Urinkultur",
        "Cystatin C und Harnsäure im Serum",
        "Nierensonografie und Urinvolumen",
      ],
    },
    {
      text: "Welche Aussage zur augenärztlichen Untersuchung bei Typ-2-Diabetes trifft zu?",
      options: [
        "Sie ist bereits bei Diagnosestellung angezeigt, auch ohne Sehstörungen.",
        "Sie ist erst fünf Jahre nach Diagnosestellung erforderlich, da vorher keine Retinopathie auftritt.",
        "Sie ist nur bei subjektiver Sehverschlechterung erforderlich.",
        "Sie erfolgt als Sehtest ohne Untersuchung des Augenhintergrunds.",
        "Sie ist bei einem HbA1c unter 7 % nicht erforderlich.",
      ],
    },
    {
      text: "Welche Aussage zum Beginn einer Insulintherapie bei Typ-2-Diabetes trifft zu?",
      options: [
        "Metformin wird ohne Kontraindikation in der Regel fortgeführt.",
        "Alle oralen Antidiabetika müssen zwingend abgesetzt werden.",
        "Die Therapie beginnt standardmäßig mit einer Insulinpumpe.",
        "Eine Hypoglykämieschulung ist bei Basalinsulin entbehrlich.",
        "Eine einmal begonnene Insulintherapie ist nicht mehr reversibel.",
      ],
    },
    {
      text: "Welche Situation rechtfertigt bei neu diagnostiziertem Typ-2-Diabetes eine initiale Insulintherapie?",
      options: [
        "Ausgeprägte Hyperglykämie mit Gewichtsverlust und katabolen Symptomen",
        "HbA1c von 6,8 % ohne Beschwerden bei einer 60-jährigen Patientin",
        "Adipositas mit einem BMI über 30 kg/m² als alleiniger Befund",
        "Gut eingestellte arterielle Hypertonie als Begleiterkrankung",
        "Positive Familienanamnese für Typ-2-Diabetes bei beiden Eltern",
      ],
    },
    {
      text: "Welche Empfehlung zur Teilnahme am Straßenverkehr ist für Menschen mit Insulintherapie zutreffend?",
      options: [
        "Vor Fahrtantritt soll die Glukose gemessen und bei niedrigen Werten nicht gefahren werden.",
        "Eine Insulintherapie schließt das Führen eines Pkw grundsätzlich aus.",
        "Hypoglykämien sind für die Beurteilung der Fahreignung ohne Bedeutung.",
        "Eine Aufklärung über die Fahreignung ist nur bei Menschen mit Typ-1-Diabetes erforderlich.",
        "Eine gestörte Hypoglykämiewahrnehmung ist für die Beurteilung der Fahreignung unerheblich.",
      ],
    },
    {
      text: "Welche Aussage zur Gewichtsreduktion bei übergewichtigen Menschen mit Typ-2-Diabetes trifft zu?",
      options: [
        "Durch eine ausgeprägte Gewichtsabnahme ist eine Remission des Diabetes erreichbar.",
        "Eine Remission ist ausschließlich nach einer bariatrischen Operation möglich.",
        "Eine Gewichtsabnahme kann die Insulinsensitivität der Muskulatur nicht verbessern.",
        "Erst ab einem Gewichtsverlust von mehr als 30 % sinkt das HbA1c messbar.",
        "Nach Diagnosestellung ist eine Remission des Typ-2-Diabetes ausgeschlossen.",
      ],
    },
    {
      text: "Welche Aussage zur Schwangerschaftsplanung bei Frauen mit Typ-2-Diabetes trifft zu?",
      options: [
        "GLP-1-Rezeptoragonisten und SGLT2-Hemmer werden vor der Konzeption abgesetzt.",
        "Eine präkonzeptionelle Optimierung der Glukoseeinstellung ist nicht erforderlich.",
        "Folsäure ist bei Diabetes in der Frühschwangerschaft kontraindiziert.",
        "SGLT2-Hemmer sind in der Schwangerschaft Mittel der ersten Wahl.",
        "Insulin ist in der Schwangerschaft wegen Teratogenität zu meiden.",
      ],
    },
  ],
};
