import type { TopicBank } from "./types.ts";

export const SEPSIS: TopicBank = {
  topic: "Sepsis",
  field: "infektiologie",
  sources: [
    {
      text: "S3-Leitlinie Sepsis – Prävention, Diagnose, Therapie und Nachsorge, Update 2025 (DSG, AWMF-Register 079-001)",
      url: "https://register.awmf.org/de/leitlinien/detail/079-001",
    },
    {
      text: "Surviving Sepsis Campaign: International Guidelines for Management of Sepsis and Septic Shock 2021 (SCCM, ESICM 2021)",
      url: "https://doi.org/10.1007/s00134-021-06506-y",
    },
    {
      text: "The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3), JAMA 2016",
      url: "https://doi.org/10.1001/jama.2016.0287",
    },
  ],
  questions: [
    {
      text: "Wie ist Sepsis nach der Sepsis-3-Definition (2016) definiert?",
      options: [
        "Lebensbedrohliche Organdysfunktion durch eine dysregulierte Wirtsantwort auf eine Infektion",
        "Nachweis von Bakterien in mindestens zwei Blutkulturen, unabhängig vom klinischen Bild",
        "Infektion mit mindestens zwei erfüllten SIRS-Kriterien, auch ohne Organdysfunktion",
        "Fieber über 38,5 °C in Verbindung mit einem erhöhten Procalcitonin im Serum",
        "Systemische Entzündungsreaktion ohne Hinweis auf eine zugrunde liegende Infektion",
      ],
    },
    {
      text: "Welches Kriterium zeigt nach Sepsis-3 eine infektionsbedingte Organdysfunktion an?",
      options: [
        "Anstieg des SOFA-Scores um ≥ 2 Punkte",
        "Leukozytenzahl über 12.000/µl oder unter 4.000/µl",
        "Herzfrequenz über 90/min bei Fieber über 38 °C",
        "CRP-Konzentration über 100 mg/l",
        "Körperkerntemperatur unter 36 °C",
      ],
    },
    {
      text: "Welche Kriterien definieren nach Sepsis-3 den septischen Schock?",
      options: [
        "Vasopressorbedarf für MAP ≥ 65 mmHg und Laktat > 2 mmol/l trotz adäquater Volumengabe",
        "Systolischer Blutdruck ≤ 100 mmHg und Atemfrequenz ≥ 22/min bei Infektionsverdacht",
        "Laktat > 4 mmol/l bei normalem Blutdruck, unabhängig von einer Volumentherapie",
        "Mittlerer arterieller Druck unter 80 mmHg und Erregernachweis in mindestens einer Blutkultur",
        "Herzfrequenz über 120/min und Körpertemperatur über 39 °C trotz Antipyretika",
      ],
    },
    {
      text: "Welche Aussage zum quick SOFA (qSOFA) trifft zu?",
      options: [
        "Er umfasst Atemfrequenz, Bewusstsein und systolischen Blutdruck.",
        "Er umfasst Laktat, Thrombozytenzahl und Serumkreatinin als Laborwerte.",
        "Ein negativer qSOFA schließt eine Sepsis sicher aus.",
        "Die SSC 2021 empfiehlt ihn als alleiniges Screeninginstrument.",
        "Er wurde für Patienten auf der Intensivstation entwickelt und validiert.",
      ],
    },
    {
      text: "Welche Aussage zur Laktatbestimmung bei Verdacht auf Sepsis trifft zu?",
      options: [
        "Laktat soll gemessen und bei Erhöhung im Verlauf kontrolliert werden.",
        "Ein normales Laktat schließt eine Sepsis sicher aus.",
        "Laktat ist bei Patienten ohne Lebererkrankung nicht aussagekräftig.",
        "Ein Laktatanstieg ist bei Sepsis ausschließlich durch eine Gewebehypoxie bedingt.",
        "Die Laktatmessung ersetzt die Abnahme von Blutkulturen.",
      ],
    },
    {
      text: "Welche Aussage zur mikrobiologischen Diagnostik vor Beginn der Antibiotikatherapie bei Sepsis trifft zu?",
      options: [
        "Mindestens zwei Blutkultursets abnehmen, ohne die Antibiotikagabe wesentlich zu verzögern",
        "Die Antibiotikagabe bis zum Vorliegen der Blutkulturergebnisse aufschieben",
        "Ein einzelnes aerobes Blutkulturfläschchen ist für die Erregerdiagnostik ausreichend",
        "Blutkulturen nur abnehmen, wenn die Körpertemperatur über 39 °C liegt",
        "Blutkulturen erst nach 48 Stunden antibiotischer Therapie zur Kontrolle des Therapieerfolgs abnehmen",
      ],
    },
    {
      text: "Wann sollen Erwachsene mit septischem Schock die erste Antibiotikadosis erhalten?",
      options: [
        "Sofort, möglichst innerhalb der ersten Stunde",
        "Erst nach Vorliegen des Antibiogramms aus der ersten Blutkultur",
        "Innerhalb von 24 Stunden nach stationärer Aufnahme",
        "Erst nach erfolgreicher chirurgischer Fokussanierung",
        "Nach Abschluss einer sechsstündigen Volumentherapie",
      ],
    },
    {
      text: "Welches Vorgehen empfiehlt die Surviving Sepsis Campaign 2021 bei Erwachsenen mit möglicher Sepsis ohne Schock?",
      options: [
        "Rasche Abklärung; bei fortbestehendem Infektionsverdacht Antibiotika binnen 3 Stunden",
        "Antibiotikagabe erst nach Erregernachweis in mindestens einer Blutkultur",
        "Abwarten über 24 Stunden unter wiederholter Procalcitonin-Kontrolle",
        "Sofortige empirische Dreifachkombination einschließlich eines Antimykotikums",
        "Verzicht auf Antibiotika, solange die Laktatkonzentration im Serum im Normbereich liegt",
      ],
    },
    {
      text: "Welche initiale Volumentherapie wird bei sepsisinduzierter Hypoperfusion oder septischem Schock als Richtwert empfohlen?",
      options: [
        "30 ml/kg kristalloide Lösung innerhalb von 3 Stunden",
        "5 ml/kg Hydroxyethylstärke innerhalb einer Stunde",
        "Humanalbumin 20 % als alleinige Initialtherapie",
        "100 ml/kg Kristalloid innerhalb der ersten Stunde",
        "Keine Volumengabe vor Anlage eines zentralen Venenkatheters",
      ],
    },
    {
      text: "Welche Infusionslösung soll bei Sepsis NICHT zur Volumentherapie eingesetzt werden?",
      options: [
        "Hydroxyethylstärke",
        "Balancierte Vollelektrolytlösung",
        "Ringer-Laktat-Lösung",
        "Ringer-Acetat-Lösung",
        "Humanalbumin bei hohem Kristalloidbedarf",
      ],
    },
    {
      text: "Welche kristalloide Lösung schlägt die Surviving Sepsis Campaign 2021 zur Volumentherapie bevorzugt vor?",
      options: [
        "Balancierte Kristalloide statt isotoner Kochsalzlösung",
        "Isotone Kochsalzlösung statt balancierter Kristalloide",
        "Glukose 5 % als primäre Volumenersatzlösung",
        "Gelatinelösung als Mittel der ersten Wahl",
        "Hypertone Kochsalzlösung 7,5 % als Standard",
      ],
    },
    {
      text: "Welcher Vasopressor ist beim septischen Schock Mittel der ersten Wahl?",
      options: ["Noradrenalin", "Dopamin", "Phenylephrin", "Vasopressin als Monotherapie", "Dobutamin"],
    },
    {
      text: "Welcher initiale mittlere arterielle Zieldruck wird beim septischen Schock unter Vasopressortherapie empfohlen?",
      options: ["65 mmHg", "50 mmHg", "85 mmHg", "100 mmHg", "120 mmHg"],
    },
    {
      text: "Welche Maßnahme schlägt die SSC 2021 vor, wenn der Ziel-MAP unter Noradrenalin in mittlerer Dosis nicht erreicht wird?",
      options: [
        "Zusätzliche Gabe von Vasopressin",
        "Ersatz von Noradrenalin durch Dopamin",
        "Zusätzliche Gabe eines Betablockers",
        "Beendigung jeder weiteren Volumengabe",
        "Gabe eines Schleifendiuretikums",
      ],
    },
    {
      text: "Welche Aussage zur Gabe von Noradrenalin über einen peripheren Venenzugang beim septischen Schock trifft zu?",
      options: [
        "Sie wird vorgeschlagen, um den Vasopressorbeginn nicht zu verzögern.",
        "Sie ist wegen der Gefahr von Gewebenekrosen bei Paravasat kontraindiziert.",
        "Sie ist Kindern unter zwölf Jahren vorbehalten.",
        "Sie setzt eine vorherige Volumengabe von mindestens 100 ml/kg voraus.",
        "Sie ist nur erlaubt, solange noch kein arterieller Zugang liegt.",
      ],
    },
    {
      text: "Welche Aussage zu Hydrocortison beim septischen Schock trifft zu?",
      options: [
        "Es wird bei anhaltendem Vasopressorbedarf trotz Volumentherapie vorgeschlagen.",
        "Es soll jedem Patienten mit Sepsis, auch ohne Schock, gegeben werden.",
        "Es darf erst nach einem pathologischen ACTH-Stimulationstest gegeben werden.",
        "Es ist beim septischen Schock wegen der Infektionsgefahr kontraindiziert.",
        "Es ersetzt bei ausreichender Dosierung die Vasopressortherapie vollständig.",
      ],
    },
    {
      text: "Welche Aussage zur Fokussanierung bei Sepsis trifft zu?",
      options: [
        "Ein sanierbarer Fokus soll so rasch wie medizinisch und logistisch möglich saniert werden.",
        "Die Fokussanierung soll erst nach 72 Stunden stabiler Kreislaufverhältnisse erfolgen.",
        "Ein möglicherweise infizierter Gefäßkatheter soll bis zum Vorliegen des Blutkulturbefunds verbleiben.",
        "Bei adäquater Antibiotikatherapie ist eine Fokussanierung in der Regel entbehrlich.",
        "Eine Abszessdrainage ist bei Sepsis wegen der Bakteriämiegefahr kontraindiziert.",
      ],
    },
    {
      text: "Wofür schlägt die SSC 2021 die Bestimmung von Procalcitonin bei Sepsis vor?",
      options: [
        "Zusammen mit der Klinik als Hilfe zur Beendigung der Antibiotikatherapie",
        "Als alleiniges Kriterium für den Beginn einer empirischen antimikrobiellen Therapie",
        "Zur sicheren Unterscheidung grampositiver von gramnegativen Erregern im Blut",
        "Zur Festlegung des individuellen mittleren arteriellen Zieldrucks",
        "Als gleichwertiger Ersatz für die Abnahme von Blutkulturen",
      ],
    },
    {
      text: "Welche Aussage zur antimikrobiellen Therapie im Verlauf einer Sepsis trifft zu?",
      options: [
        "Die Möglichkeit einer Deeskalation soll täglich überprüft werden.",
        "Eine begonnene Breitspektrumtherapie soll mindestens 21 Tage laufen.",
        "Eine Deeskalation ist erst nach Verlegung von der Intensivstation zulässig.",
        "Die Therapiedauer richtet sich allein nach der Normalisierung des CRP.",
        "Nach Erregernachweis wird das Spektrum in der Regel erweitert.",
      ],
    },
    {
      text: "Welche Applikationsform wird für Betalaktam-Antibiotika wie Piperacillin/Tazobactam bei Sepsis nach der initialen Bolusgabe empfohlen?",
      options: [
        "Verlängerte oder kontinuierliche Infusion",
        "Intramuskuläre Einmalgabe pro Tag",
        "Orale Gabe ab dem ersten Behandlungstag",
        "Kurzinfusion einmal täglich in halber Dosis",
        "Inhalative Gabe zur Vermeidung hoher Serumspiegel",
      ],
    },
    {
      text: "Welche Aussage zum Wirkspektrum von Piperacillin/Tazobactam trifft zu?",
      options: [
        "Es erfasst Pseudomonas aeruginosa und die meisten Anaerobier.",
        "Es erfasst zuverlässig Methicillin-resistente Staphylococcus aureus.",
        "Es wirkt zuverlässig gegen Carbapenemase-bildende Enterobakterien.",
        "Es erfasst atypische Erreger wie Legionellen und Mykoplasmen.",
        "Es wirkt zuverlässig gegen Vancomycin-resistente Enterococcus faecium.",
      ],
    },
    {
      text: "Wann soll bei Sepsis empirisch eine MRSA-wirksame Substanz ergänzt werden?",
      options: [
        "Bei hohem Risiko für eine MRSA-Infektion",
        "Bei jedem Patienten, unabhängig vom Risiko",
        "Bei einem Harnwegsinfekt als Fokus",
        "Erst nach Erhalt der Blutkulturergebnisse",
        "Bei Patienten unter 18 Jahren",
      ],
    },
    {
      text: "Welcher Hämoglobin-Schwellenwert für Erythrozytentransfusionen wird bei Erwachsenen mit Sepsis ohne akute Myokardischämie oder schwere Blutung empfohlen?",
      options: ["7 g/dl", "10 g/dl", "12 g/dl", "5 g/dl", "9 g/dl"],
    },
    {
      text: "Ab welchem Blutzuckerwert schlägt die SSC 2021 bei Sepsis den Beginn einer Insulintherapie vor?",
      options: ["≥ 180 mg/dl", "≥ 110 mg/dl", "≥ 140 mg/dl", "≥ 250 mg/dl", "≥ 300 mg/dl"],
    },
    {
      text: "Welches Tidalvolumen wird bei beatmeten Patienten mit sepsisinduziertem ARDS empfohlen?",
      options: [
        "6 ml/kg des Standard-Körpergewichts",
        "10 ml/kg des tatsächlichen Körpergewichts",
        "12 ml/kg des Standard-Körpergewichts",
        "15 ml/kg des tatsächlichen Körpergewichts",
        "8 ml/kg des tatsächlichen Körpergewichts",
      ],
    },
    {
      text: "Welche Maßnahme wird bei mittelschwerem bis schwerem ARDS im Rahmen einer Sepsis empfohlen?",
      options: [
        "Bauchlagerung für mehr als 12 Stunden täglich",
        "Hochfrequenzoszillation als Standardverfahren",
        "Routinemäßige endotracheale Gabe von Surfactant",
        "Tidalvolumina über 10 ml/kg Körpergewicht",
        "Dauerhafte Kopftieflagerung zur Sekretdrainage",
      ],
    },
    {
      text: "Welche Thromboseprophylaxe wird bei Sepsis ohne Kontraindikation bevorzugt empfohlen?",
      options: [
        "Niedermolekulares Heparin",
        "Acetylsalicylsäure",
        "Vitamin-K-Antagonist",
        "Keine, da Sepsis antikoagulatorisch wirkt",
        "Intermittierende pneumatische Kompression allein",
      ],
    },
    {
      text: "Welche Aussage zu adjuvanten Therapien beim septischen Schock trifft nach SSC 2021 zu?",
      options: [
        "Intravenöses Vitamin C wird nicht empfohlen.",
        "Intravenöse Immunglobuline werden routinemäßig empfohlen.",
        "Hochdosiertes Methylprednisolon ist Standardtherapie.",
        "Polymyxin-B-Hämoperfusion wird routinemäßig empfohlen.",
        "Hochdosiertes Selen senkt nachweislich die Letalität.",
      ],
    },
    {
      text: "Welche Aussage zur Nachsorge nach überlebter Sepsis trifft zu?",
      options: [
        "Körperliche, kognitive und psychische Langzeitfolgen sollen gezielt erfasst werden.",
        "Langzeitfolgen sind nach einer Sepsis so selten, dass sich eine strukturierte Nachsorge erübrigt.",
        "Kognitive Einschränkungen treten nach einer Sepsis nicht auf.",
        "Die Nachsorge beschränkt sich auf die Kontrolle der Entzündungswerte.",
        "Eine Rehabilitation ist frühestens ein Jahr nach Entlassung sinnvoll.",
      ],
    },
    {
      text: "Welche Erreger verursachen typischerweise eine fulminante Sepsis bei Asplenie (OPSI)?",
      options: [
        "Bekapselte Bakterien wie Pneumokokken",
        "Atypische Erreger wie Mycoplasma pneumoniae",
        "Dermatophyten wie Trichophyton rubrum",
        "Enteroviren wie Coxsackie-Viren der Gruppe B und Echoviren",
        "Darmprotozoen wie Giardia duodenalis",
      ],
    },
    {
      text: "Welche Maßnahme ist für enge Kontaktpersonen eines Patienten mit invasiver Meningokokkeninfektion empfohlen?",
      options: [
        "Chemoprophylaxe, z. B. mit Rifampicin oder Ciprofloxacin",
        "Abwarten und Behandlung erst bei Auftreten von Symptomen",
        "Gabe von Immunglobulinen als alleinige Prophylaxe",
        "Prophylaktische Gabe von Hydrocortison über sieben Tage nach dem Kontakt",
        "Sechswöchige häusliche Quarantäne ohne medikamentöse Prophylaxe",
      ],
    },
    {
      text: "Welcher klinische Parameter wird von der SSC 2021 ergänzend zur Steuerung der Kreislauftherapie beim septischen Schock vorgeschlagen?",
      options: [
        "Rekapillarisierungszeit",
        "Pupillenweite",
        "Hautturgor",
        "Körpergewicht",
        "Zungenfeuchtigkeit",
      ],
    },
    {
      text: "Welche Methode wird zur Abschätzung der Volumenreagibilität bei Sepsis gegenüber dem zentralen Venendruck bevorzugt?",
      options: [
        "Dynamische Tests wie Passive Leg Raising",
        "Einzelmessung des zentralen Venendrucks",
        "Auskultation der Lunge auf feuchte, feinblasige Rasselgeräusche",
        "Bestimmung der Serumnatriumkonzentration",
        "Tägliche Röntgenaufnahme des Thorax",
      ],
    },
    {
      text: "Welche organisatorische Maßnahme empfiehlt die Surviving Sepsis Campaign 2021 für Krankenhäuser?",
      options: [
        "Qualitätssicherungsprogramm mit Sepsis-Screening und Behandlungs-SOPs",
        "Verlegung von Sepsispatienten in eine Universitätsklinik",
        "Verzicht auf Screening zugunsten routinemäßiger Procalcitonin-Messung",
        "Sepsisdiagnostik erst nach Verlegung auf eine Intensivstation",
        "Standardisierte Antibiotikagabe erst ab dem zweiten Behandlungstag",
      ],
    },
    {
      text: "Wann ist bei Sepsis eine empirische antimykotische Therapie angezeigt?",
      options: [
        "Bei hohem Risiko für eine invasive Pilzinfektion",
        "Bei jedem Patienten mit septischem Schock",
        "Bei Nachweis von Candida im Rachenabstrich",
        "Bei Patienten unter 40 Jahren",
        "Bei Sepsis mit pulmonalem Fokus",
      ],
    },
  ],
};
