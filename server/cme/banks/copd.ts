import type { TopicBank } from "./types.ts";

export const COPD: TopicBank = {
  topic: "COPD",
  field: "pneumologie",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie COPD, 2. Auflage (BÄK, KBV, AWMF 2021)",
      url: "https://www.leitlinien.de/themen/copd",
    },
    {
      text: "Global Strategy for the Diagnosis, Management, and Prevention of COPD (GOLD 2025)",
      url: "https://goldcopd.org/",
    },
    {
      text: "S2k-Leitlinie zur Langzeit-Sauerstofftherapie (DGP 2020, AWMF-Register 020-002)",
      url: "https://register.awmf.org/de/leitlinien/detail/020-002",
    },
  ],
  questions: [
    {
      text: "Welcher spirometrische Befund bestätigt nach GOLD bei passender Klinik die Diagnose einer COPD?",
      options: [
        "FEV1/FVC < 0,70 nach Bronchodilatation",
        "FEV1 < 80 % des Sollwerts vor Bronchodilatation",
        "FVC < 50 % des Sollwerts bei normalem FEV1/FVC",
        "Zunahme der FEV1 um 400 ml nach Bronchodilatation",
        "Verminderte Diffusionskapazität bei normaler Spirometrie",
      ],
    },
    {
      text: "Wonach richtet sich nach GOLD der Schweregrad der Atemflusslimitation (GOLD 1–4)?",
      options: [
        "Nach der FEV1 (in % des Sollwerts)",
        "Nach der Zahl der Exazerbationen in den vergangenen zwölf Monaten",
        "Nach dem CAT-Score und dem Grad auf der mMRC-Skala",
        "Nach dem arteriellen Sauerstoffpartialdruck in Ruhe",
        "Nach der Zahl der eosinophilen Granulozyten im Blut",
      ],
    },
    {
      text: "Welcher FEV1-Wert (nach Bronchodilatation, in % des Sollwerts) entspricht nach GOLD dem Grad GOLD 3?",
      options: ["30–49 %", "50–79 %", "unter 30 %", "80 % und mehr", "60–69 %"],
    },
    {
      text: "Welche Patienten werden nach GOLD 2025 der Gruppe E zugeordnet?",
      options: [
        "Patienten mit ≥ 2 mittelschweren oder ≥ 1 stationär behandelten Exazerbation im Vorjahr",
        "Patienten mit einem CAT-Score ≥ 10 ohne Exazerbation in den letzten zwölf Monaten",
        "Patienten mit einer FEV1 unter 30 % des Solls, unabhängig von der Zahl der Exazerbationen",
        "Patienten mit mehr als 300 eosinophilen Granulozyten pro µl Blut",
        "Patienten mit einem mMRC-Grad ≥ 2 und ohne Exazerbation im Vorjahr",
      ],
    },
    {
      text: "Welche medikamentöse Initialtherapie empfiehlt GOLD 2025 für Patienten der Gruppe B?",
      options: [
        "Kombination aus LAMA und LABA",
        "Monotherapie mit einem ICS",
        "Kombination aus ICS und LABA",
        "SABA als alleinige Bedarfstherapie",
        "Roflumilast als Monotherapie",
      ],
    },
    {
      text: "Welcher Befund spricht nach GOLD bei Exazerbationen unter LAMA/LABA am stärksten für den Nutzen eines zusätzlichen inhalativen Kortikosteroids?",
      options: [
        "Eosinophile im Blut ≥ 300/µl",
        "Eosinophile im Blut < 100/µl",
        "Wiederholte Pneumonien in der Vorgeschichte",
        "Nachweis einer nichttuberkulösen Mykobakteriose",
        "Neutrophilie im induzierten Sputum",
      ],
    },
    {
      text: "Welche unerwünschte Wirkung inhalativer Kortikosteroide ist bei COPD besonders zu beachten?",
      options: [
        "Erhöhtes Pneumonierisiko",
        "Hyperkaliämie",
        "Bradykarde Herzrhythmusstörungen",
        "Akuter Harnverhalt",
        "Lungenfibrose",
      ],
    },
    {
      text: "Welche unerwünschte Wirkung ist für langwirksame Anticholinergika wie Tiotropium typisch?",
      options: ["Mundtrockenheit", "Feinschlägiger Tremor", "Hypokaliämie", "Gewichtszunahme", "Mundsoor"],
    },
    {
      text: "Bei welcher Begleiterkrankung ist unter Tiotropium besondere Vorsicht geboten?",
      options: ["Engwinkelglaukom", "Arterielle Hypertonie", "Hypothyreose", "Osteoporose", "Gicht"],
    },
    {
      text: "Welche Maßnahme verlangsamt bei rauchenden COPD-Patienten den jährlichen FEV1-Verlust nachweislich am wirksamsten?",
      options: [
        "Beendigung des Tabakrauchens",
        "Dauertherapie mit einem inhalativen Kortikosteroid",
        "Regelmäßige Inhalation eines SABA",
        "Dauertherapie mit einem Mukolytikum",
        "Langzeitgabe eines Makrolids",
      ],
    },
    {
      text: "Welche Aussage zur Tabakentwöhnung bei COPD trifft zu?",
      options: [
        "Verhaltensunterstützung plus Medikation wie Vareniclin ist am wirksamsten.",
        "E-Zigaretten sind nach deutschen Leitlinien das Mittel der ersten Wahl zur Entwöhnung.",
        "Medikamentöse Entwöhnungshilfen sind bei Patienten mit COPD kontraindiziert.",
        "Eine Reduktion auf wenige Zigaretten pro Tag ist ebenso wirksam wie ein Rauchstopp.",
        "Eine ärztliche Kurzberatung hat keinen nachweisbaren Einfluss auf die Abstinenzrate.",
      ],
    },
    {
      text: "Ab welchem Befund ist bei stabiler COPD eine Langzeit-Sauerstofftherapie indiziert?",
      options: [
        "Wiederholt gemessener PaO2 in Ruhe ≤ 55 mmHg",
        "SpO2 von 94 % in Ruhe bei Belastungsdyspnoe",
        "PaCO2 von 46 mmHg bei normalem PaO2",
        "Einmaliger PaO2 von 58 mmHg während einer Exazerbation",
        "Subjektive Atemnot ohne nachgewiesene Hypoxämie",
      ],
    },
    {
      text: "Bei welchem zusätzlichen Befund ist eine Langzeit-Sauerstofftherapie bereits bei einem Ruhe-PaO2 von 56–60 mmHg indiziert?",
      options: [
        "Sekundäre Polyglobulie oder Cor pulmonale",
        "Arterielle Hypertonie unter Dreifachtherapie",
        "Diabetes mellitus Typ 2 mit Insulintherapie",
        "Normofrequentes Vorhofflimmern",
        "Osteoporose unter Kortikosteroidtherapie",
      ],
    },
    {
      text: "Welche Maßnahme ist bei einer akuten Exazerbation der COPD mit hyperkapnischer respiratorischer Azidose (pH < 7,35) ohne Kontraindikation die Therapie der Wahl?",
      options: [
        "Nichtinvasive Beatmung",
        "Sofortige Intubation und invasive Beatmung",
        "Sauerstoff über Maske mit Ziel-SpO2 100 %",
        "Benzodiazepin zur Atemberuhigung",
        "Natriumbicarbonat zum Azidoseausgleich",
      ],
    },
    {
      text: "Welcher Zielbereich der Sauerstoffsättigung wird nach GOLD bei Exazerbation einer COPD mit Hyperkapnierisiko angestrebt?",
      options: ["88–92 %", "98–100 %", "80–84 %", "94–98 %", "75–80 %"],
    },
    {
      text: "Welche systemische Kortikosteroidtherapie empfiehlt GOLD bei einer Exazerbation der COPD?",
      options: [
        "40 mg Prednisolon-Äquivalent täglich für 5 Tage",
        "100 mg Prednisolon täglich über vier Wochen",
        "10 mg Prednisolon täglich als Dauertherapie",
        "1 g Methylprednisolon täglich für drei Tage",
        "Keine, da Kortikosteroide die Erholung verzögern",
      ],
    },
    {
      text: "Wann ist bei einer COPD-Exazerbation nach GOLD eine Antibiotikatherapie angezeigt?",
      options: [
        "Bei eitrigem Sputum plus Zunahme von Dyspnoe oder Sputummenge",
        "Bei jeder Exazerbation, unabhängig von den Symptomen",
        "Erst bei Fieber über 40 °C, unabhängig vom Sputum",
        "Bei klarem Sputum ohne Zunahme von Sputummenge oder Atemnot",
        "Erst nach Nachweis von Pneumokokken in der Blutkultur",
      ],
    },
    {
      text: "Welche Aussage zu Roflumilast trifft zu?",
      options: [
        "Oraler PDE-4-Hemmer; Gewichtsverlust und Diarrhö sind typische Nebenwirkungen.",
        "Inhalatives Anticholinergikum mit raschem Wirkeintritt, geeignet zur Bedarfstherapie.",
        "Leukotrienantagonist, der vor allem bei leichter COPD ohne Exazerbationen eingesetzt wird.",
        "Oraler Methylxanthin-Abkömmling mit enger therapeutischer Breite.",
        "Biologikum gegen IL-5 zur Therapie bei eosinophiler COPD.",
      ],
    },
    {
      text: "Welche Aussage zur Langzeittherapie mit Azithromycin bei COPD trifft zu?",
      options: [
        "Sie senkt die Exazerbationsrate; QT-Verlängerung und Hörminderung sind zu beachten.",
        "Sie ist Standardtherapie bei GOLD 1, auch ohne Exazerbationen.",
        "Sie ersetzt bei guter Wirkung die inhalative bronchodilatatorische Therapie.",
        "Sie ist nur bei chronischer Atemwegsbesiedlung mit Pseudomonas aeruginosa wirksam.",
        "Sie ist frei von relevanten Arzneimittelinteraktionen und Nebenwirkungen.",
      ],
    },
    {
      text: "Welche Aussage zur Diagnostik auf Alpha-1-Antitrypsin-Mangel trifft nach GOLD zu?",
      options: [
        "Jeder Patient mit COPD soll einmalig untersucht werden.",
        "Eine Untersuchung ist erst ab dem 75. Lebensjahr sinnvoll.",
        "Der Mangel wird mittels Sputumkultur nachgewiesen.",
        "Ein normales CRP schließt einen relevanten Mangel aus.",
        "Die Bestimmung ist nur bei Nierauchern indiziert.",
      ],
    },
    {
      text: "Welches Emphysemmuster ist typisch für einen schweren Alpha-1-Antitrypsin-Mangel?",
      options: [
        "Panlobulär, mit Betonung der Unterlappen",
        "Zentrilobulär, mit Betonung der Oberlappen",
        "Paraseptal, ausschließlich apikal gelegen",
        "Bullös, auf die Lingula beschränkt",
        "Kompensatorisch nach Lobektomie",
      ],
    },
    {
      text: "Welche Aussage zur pneumologischen Rehabilitation bei COPD trifft zu?",
      options: [
        "Sie verbessert Belastbarkeit und Lebensqualität, auch nach einer Exazerbation.",
        "Sie ist bei schwerer COPD (GOLD 4) wegen Überlastungsgefahr nicht sinnvoll.",
        "Sie ist nach einer Krankenhausbehandlung für mindestens ein Jahr kontraindiziert.",
        "Sie ersetzt die inhalative medikamentöse Therapie vollständig und dauerhaft.",
        "Sie zielt in erster Linie auf eine Normalisierung der FEV1.",
      ],
    },
    {
      text: "Welche Impfungen empfiehlt die STIKO Patienten mit COPD als Indikationsimpfungen?",
      options: [
        "Influenza und Pneumokokken",
        "Hepatitis A und Typhus",
        "BCG und Gelbfieber",
        "Tollwut und Cholera",
        "Japanische Enzephalitis und Typhus",
      ],
    },
    {
      text: "Welche Aussage zu kardioselektiven Betablockern bei Patienten mit COPD trifft zu?",
      options: [
        "Bei kardialer Indikation sollen sie nicht wegen der COPD vorenthalten werden.",
        "Sie lösen bei COPD regelhaft schwere Bronchospasmen aus.",
        "Sie verbessern die FEV1 und können Bronchodilatatoren ersetzen.",
        "Sie sind bei COPD erst ab dem Schweregrad GOLD 4 zulässig.",
        "Sie dürfen nur zusammen mit einem ICS verordnet werden.",
      ],
    },
    {
      text: "Was erfasst die mMRC-Skala bei Patienten mit COPD?",
      options: [
        "Das Ausmaß der Atemnot bei Alltagsbelastungen",
        "Die Zahl der Exazerbationen im Vorjahr",
        "Die Sauerstoffsättigung im Sechs-Minuten-Gehtest",
        "Den kumulativen Tabakkonsum in Packungsjahren",
        "Den spirometrischen Schweregrad der Obstruktion",
      ],
    },
    {
      text: "Welche Voraussetzung ist für eine endoskopische Lungenvolumenreduktion mit Ventilen wesentlich?",
      options: [
        "Überblähung bei fehlender Kollateralventilation im Ziellappen",
        "Fehlende Überblähung bei normaler Diffusionskapazität",
        "Ausgeprägte Kollateralventilation zwischen den Lungenlappen",
        "Eine FEV1 von mehr als 80 % des Sollwerts",
        "Fortgesetzter Tabakkonsum zur Förderung der Sekretclearance",
      ],
    },
    {
      text: "Welcher Mechanismus trägt wesentlich zur Entstehung des Lungenemphysems bei?",
      options: [
        "Ungleichgewicht zwischen Proteasen und Antiproteasen",
        "Vermehrte Surfactant-Bildung durch Typ-II-Pneumozyten",
        "Eosinophile Infiltration mit Charcot-Leyden-Kristallen",
        "Nicht verkäsende Granulome um inhalierte Partikel",
        "Hypertrophie der glatten Muskulatur der Lungenvenen",
      ],
    },
    {
      text: "Welche Befundkombination ist typisch für ein ausgeprägtes Lungenemphysem?",
      options: [
        "Erhöhtes Residualvolumen und verminderte Diffusionskapazität",
        "Verminderte totale Lungenkapazität bei normaler Diffusionskapazität",
        "Erhöhte Diffusionskapazität bei normalem Residualvolumen",
        "Vermindertes Residualvolumen bei normaler Compliance",
        "Normale Fluss-Volumen-Kurve bei deutlich erniedrigter Vitalkapazität",
      ],
    },
    {
      text: "Welche medikamentöse Maßnahme ist bei therapierefraktärer Atemnot in der Palliativsituation einer fortgeschrittenen COPD empfohlen?",
      options: [
        "Niedrig dosierte Opioide, z. B. Morphin",
        "Hochdosierte Benzodiazepine als Erstlinientherapie",
        "Theophyllin in hoher Dosierung",
        "Sauerstoff auch ohne Hypoxämie als Standard",
        "Vernebeltes Furosemid als Standardtherapie",
      ],
    },
    {
      text: "Welche Aussage zum Vergleich von LAMA und LABA als Monotherapie bei COPD trifft nach GOLD zu?",
      options: [
        "LAMA senken die Exazerbationsrate stärker als LABA.",
        "LABA senken die Exazerbationsrate stärker als LAMA.",
        "LAMA sind wegen Tachyphylaxie nur kurzfristig wirksam.",
        "LABA und LAMA dürfen nicht miteinander kombiniert werden.",
        "LAMA wirken vorwiegend antientzündlich statt bronchodilatierend.",
      ],
    },
    {
      text: "Welche Aussage zur Kombination ICS/LABA bei COPD trifft nach GOLD 2025 zu?",
      options: [
        "Bei Indikation für ein ICS wird LABA/LAMA/ICS der Kombination ICS/LABA vorgezogen.",
        "ICS/LABA ist nach GOLD die bevorzugte Initialtherapie für alle Patienten der Gruppe A.",
        "ICS/LABA wird bei weniger als 100 Eosinophilen/µl bevorzugt eingesetzt.",
        "ICS/LABA ersetzt bei Exazerbationen die Therapie mit systemischen Steroiden.",
        "ICS/LABA ist der Kombination LAMA/LABA in Gruppe B überlegen.",
      ],
    },
    {
      text: "Welche Bronchodilatatoren werden bei einer akuten Exazerbation der COPD initial eingesetzt?",
      options: [
        "Kurzwirksame Beta-2-Sympathomimetika, ggf. plus Ipratropiumbromid",
        "Theophyllin intravenös als Mittel der ersten Wahl vor jeder Inhalation",
        "Roflumilast in doppelter Dosis als Akuttherapie der Exazerbation",
        "Ein LAMA als alleinige Akutmedikation anstelle kurzwirksamer Bronchodilatatoren",
        "Montelukast intravenös als Ersatz für inhalative Bronchodilatatoren",
      ],
    },
    {
      text: "Welche Aussage zur außerklinischen nichtinvasiven Beatmung bei COPD trifft zu?",
      options: [
        "Sie ist bei chronischer hyperkapnischer Ateminsuffizienz indiziert.",
        "Sie ist bei normokapnischen Patienten ab GOLD 2 die Standardtherapie.",
        "Sie ist nur bei isolierter Hypoxämie ohne Hyperkapnie sinnvoll.",
        "Sie macht eine Langzeit-Sauerstofftherapie in der Regel überflüssig.",
        "Sie verschlechtert bei COPD wegen Barotraumagefahr die Prognose.",
      ],
    },
    {
      text: "Welches Merkmal spricht eher für eine COPD als für ein Asthma bronchiale?",
      options: [
        "Beginn nach dem 40. Lebensjahr bei langjährigem Tabakkonsum",
        "Beschwerdefreie Intervalle mit vollständig normaler Lungenfunktion",
        "Beginn in der Kindheit mit allergischer Rhinitis",
        "Deutlich erhöhter FeNO-Wert ohne Therapie",
        "Vollständige Reversibilität der Obstruktion nach SABA-Inhalation",
      ],
    },
    {
      text: "Ein 78-jähriger Patient mit schwerer COPD erreicht nur einen geringen inspiratorischen Fluss. Welches Inhalationssystem ist am ehesten geeignet?",
      options: [
        "Dosieraerosol mit Spacer oder Sprühvernebler (Soft-Mist-Inhaler)",
        "Pulverinhalator mit hohem inneren Widerstand",
        "Kapselbasierter Pulverinhalator, der einen kräftigen Atemzug erfordert",
        "Dosieraerosol ohne Spacer mit Auslösung während der Ausatmung",
        "Pulverinhalator mit mehreren rasch aufeinanderfolgenden Atemzügen",
      ],
    },
  ],
};
