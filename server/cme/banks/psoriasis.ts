import type { TopicBank } from "./types.ts";

/** Psoriasis vulgaris: clinic, severity and treatment goals, topical, conventional and targeted systemic therapy. */
export const PSORIASIS: TopicBank = {
  topic: "Psoriasis",
  field: "dermatologie",
  sources: [
    {
      text: "S3-Leitlinie Therapie der Psoriasis vulgaris (DDG, BVDD 2025), AWMF-Registernummer 013-001",
      url: "https://register.awmf.org/de/leitlinien/detail/013-001",
    },
    {
      text: "Living EuroGuiDerm Guideline for the systemic treatment of psoriasis vulgaris (European Dermatology Forum 2023, Teilaktualisierung 2025)",
      url: "https://www.guidelines.edf.one/guidelines/psoriasis-guideline",
    },
    {
      text: "Mrowietz U et al. Definition of treatment goals for moderate to severe psoriasis: a European consensus. Arch Dermatol Res 2011;303:1–10",
      url: "https://doi.org/10.1007/s00403-010-1080-1",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Epidemiologie der Psoriasis in Deutschland trifft zu?",
      options: [
        "Rund 2 bis 3 % der Bevölkerung sind betroffen.",
        "Weniger als 0,1 % der Bevölkerung sind betroffen.",
        "Etwa 20 % der Erwachsenen sind betroffen.",
        "Männer sind etwa zehnmal häufiger betroffen als Frauen.",
        "Die Erstmanifestation liegt fast immer nach dem 70. Lebensjahr.",
      ],
    },
    {
      text: "Welche Zytokinachse steht im Zentrum der Pathogenese der Plaque-Psoriasis?",
      options: [
        "IL-23/IL-17-Achse",
        "IL-4/IL-13-Achse",
        "IL-5/Eosinophilen-Achse",
        "IgE/Mastzell-Achse",
        "IL-2/regulatorische T-Zell-Achse",
      ],
    },
    {
      text: "Wie heißt das Phänomen punktförmiger Blutungen nach Abkratzen der Schuppen einer Psoriasis-Plaque?",
      options: [
        "Auspitz-Phänomen",
        "Köbner-Phänomen",
        "Nikolski-Phänomen",
        "Darier-Zeichen",
        "Dermographismus",
      ],
    },
    {
      text: "Welcher Nagelbefund ist typisch für eine Nagelpsoriasis?",
      options: [
        "Tüpfelnägel und Ölflecken",
        "Uhrglasnägel mit Trommelschlägelfingern",
        "Löffelnägel (Koilonychie)",
        "Weiße Querbänder (Mees-Linien)",
        "Half-and-half-Nägel bei Niereninsuffizienz",
      ],
    },
    {
      text: "Welche Aussage zur Psoriasis-Arthritis trifft zu?",
      options: [
        "Bei den meisten Betroffenen geht die Hautmanifestation der Gelenkbeteiligung voraus.",
        "Der Rheumafaktor ist bei der Mehrzahl der Betroffenen deutlich erhöht.",
        "Die distalen Interphalangealgelenke sind typischerweise ausgespart.",
        "Eine Daktylitis spricht gegen die Diagnose einer Psoriasis-Arthritis.",
        "Sie setzt eine großflächige, schwere Hautbeteiligung voraus.",
      ],
    },
    {
      text: "Welches Instrument eignet sich in der dermatologischen Praxis zum Screening auf eine Psoriasis-Arthritis?",
      options: [
        "Ein validierter Fragebogen wie der PEST",
        "Der Psoriasis Area and Severity Index (PASI)",
        "Der Dermatology Life Quality Index (DLQI)",
        "Der SCORAD-Index",
        "Die Bestimmung des Rheumafaktors im Serum",
      ],
    },
    {
      text: "Welcher Befund kann eine nach Fläche leichte Psoriasis nach europäischem Konsens zur mittelschweren bis schweren Psoriasis aufwerten (Upgrade-Kriterium)?",
      options: [
        "Ausgeprägter Befall sichtbarer Areale wie Gesicht oder Handrücken",
        "Eine einzelne Plaque an der Streckseite eines Ellenbogens",
        "Positive Familienanamnese für Psoriasis bei einem Elternteil oder Geschwister",
        "Erstmanifestation der Erkrankung in den Sommermonaten",
        "Männliches Geschlecht und ein Alter unter 40 Jahren",
      ],
    },
    {
      text: "Welche Merkmale gehen in den Psoriasis Area and Severity Index (PASI) ein?",
      options: [
        "Erythem, Infiltration, Schuppung und befallene Fläche in vier Körperregionen",
        "Juckreiz, Schlafqualität, Alltagseinschränkung und Arbeitsfähigkeit",
        "Zahl der geschwollenen Gelenke, CRP-Wert und Dauer der Morgensteifigkeit",
        "Nagelbefall, Kopfhautbefall, Familienanamnese und Erkrankungsdauer",
        "Zahl der Pusteln, Körpertemperatur und Leukozytenzahl im Blut",
      ],
    },
    {
      text: "Welches Ansprechen gilt nach der S3-Leitlinie am Ende der Induktionstherapie als minimales Therapieziel?",
      options: [
        "PASI-75-Ansprechen",
        "PASI-25-Ansprechen",
        "Unveränderter PASI bei guter Verträglichkeit",
        "Besserung allein des Juckreizes",
        "Stabiler Befund ohne weitere Verschlechterung",
      ],
    },
    {
      text: "Welches Therapieziel bezeichnet die S3-Leitlinie Psoriasis vulgaris (2025) als anzustrebend?",
      options: [
        "PASI-90-Ansprechen oder DLQI von 0 bis 1",
        "PASI-50-Ansprechen oder DLQI unter 10",
        "PASI-25-Ansprechen bei guter Verträglichkeit",
        "Stabiler PASI ohne Verschlechterung über ein Jahr",
        "Halbierung des DLQI gegenüber dem Ausgangswert",
      ],
    },
    {
      text: "Welche Konsequenz hat nach der S3-Leitlinie Psoriasis vulgaris (2025) eine „besondere Schwere“ der Erkrankung (z. B. PASI ≥ 20)?",
      options: [
        "Ein Biologikum mit Erstlinienzulassung kommt schon als erste Systemtherapie infrage.",
        "Eine Systemtherapie ist erst nach zwölf Monaten Phototherapie zulässig.",
        "Vorgesehen ist zunächst eine stationäre topische Therapie mit Dithranol.",
        "Systemische Glukokortikoide werden dann zum Mittel der ersten Wahl.",
        "Die Therapie beginnt dann mit Acitretin als Monotherapie.",
      ],
    },
    {
      text: "Welche Begleiterkrankung tritt bei Patienten mit mittelschwerer bis schwerer Psoriasis gehäuft auf?",
      options: [
        "Metabolisches Syndrom mit erhöhtem kardiovaskulärem Risiko",
        "Hereditäre Hämochromatose mit Leberzirrhose und Diabetes",
        "Sichelzellkrankheit mit vasookklusiven Krisen",
        "Mukoviszidose mit exokriner Pankreasinsuffizienz im Erwachsenenalter",
        "Marfan-Syndrom mit Aortendilatation",
      ],
    },
    {
      text: "Ein Patient mit mittelschwerer Psoriasis hat zusätzlich einen aktiven Morbus Crohn. Welcher Wirkstoff sollte vermieden werden?",
      options: ["Secukinumab", "Adalimumab", "Ustekinumab", "Risankizumab", "Infliximab"],
    },
    {
      text: "Bei welcher Begleiterkrankung sind TNF-α-Inhibitoren kontraindiziert?",
      options: [
        "Herzinsuffizienz NYHA III–IV",
        "Gut eingestellte arterielle Hypertonie",
        "Diabetes mellitus Typ 2",
        "Aktive Psoriasis-Arthritis",
        "Hypercholesterinämie unter Statintherapie",
      ],
    },
    {
      text: "Eine Patientin mit mittelschwerer bis schwerer Psoriasis plant eine Schwangerschaft und benötigt eine Systemtherapie. Welcher Wirkstoff ist am ehesten geeignet?",
      options: ["Certolizumab pegol", "Methotrexat subkutan", "Acitretin", "Apremilast", "Dimethylfumarat"],
    },
    {
      text: "Wie lange ist nach Beendigung einer Acitretin-Therapie bei Frauen im gebärfähigen Alter eine sichere Kontrazeption erforderlich?",
      options: ["Drei Jahre", "Eine Woche", "Einen Monat", "Drei Monate", "Sechs Monate"],
    },
    {
      text: "Welche Aussage zur Anwendung von Methotrexat bei Psoriasis trifft zu?",
      options: [
        "Es wird einmal wöchentlich gegeben und mit Folsäure kombiniert.",
        "Es wird täglich in gleicher Dosis zur gleichen Uhrzeit eingenommen.",
        "Es wird als Stoßtherapie alle drei Monate intravenös verabreicht.",
        "Es darf wegen einer Interaktion nicht mit Folsäure kombiniert werden.",
        "Es wird als Creme topisch auf die Plaques aufgetragen.",
      ],
    },
    {
      text: "Welche Begleitmedikation ist unter Methotrexat wegen der Gefahr einer schweren Myelosuppression zu vermeiden?",
      options: [
        "Cotrimoxazol (Trimethoprim/Sulfamethoxazol)",
        "Paracetamol in üblicher Dosierung",
        "Topische Glukokortikoide",
        "Loratadin bei allergischer Rhinitis",
        "Calcipotriol-Salbe auf einzelne, umschriebene Plaques",
      ],
    },
    {
      text: "Welche Kontrollen sind unter Ciclosporin bei Psoriasis besonders wichtig?",
      options: [
        "Blutdruck und Serumkreatinin",
        "Augeninnendruck und Gesichtsfeld",
        "Lungenfunktion und Diffusionskapazität",
        "Audiometrie und Vestibularisprüfung",
        "Knochendichte und Vitamin-D-Spiegel",
      ],
    },
    {
      text: "Welche Kombination ist bei Psoriasis wegen eines erhöhten Risikos für Plattenepithelkarzinome der Haut zu vermeiden?",
      options: [
        "Ciclosporin mit Phototherapie",
        "Calcipotriol mit Betamethason",
        "Methotrexat mit Folsäure",
        "Adalimumab mit Methotrexat",
        "Harnstoffhaltige Basispflege mit Kortikosteroid",
      ],
    },
    {
      text: "Welche unerwünschten Wirkungen treten zu Beginn einer Therapie mit Fumarsäureestern besonders häufig auf?",
      options: [
        "Gastrointestinale Beschwerden und Flush",
        "Gingivahyperplasie und Hypertrichose",
        "Cheilitis und Hypertriglyzeridämie",
        "Bradykardie und Makulaödem",
        "Orale und ösophageale Candida-Infektionen",
      ],
    },
    {
      text: "Welche Aussage zu Apremilast trifft zu?",
      options: [
        "Es hemmt die Phosphodiesterase 4 und wird oral eingenommen.",
        "Es ist ein monoklonaler Antikörper gegen Interleukin-17A.",
        "Es wird einmal monatlich als intravenöse Infusion verabreicht.",
        "Es erfordert wöchentliche Blutbildkontrollen wegen Agranulozytose.",
        "Es ist in der Schwangerschaft das Systemtherapeutikum der Wahl.",
      ],
    },
    {
      text: "Welcher Wirkmechanismus liegt Deucravacitinib zugrunde?",
      options: [
        "Allosterische Hemmung der Tyrosinkinase 2 (TYK2)",
        "Hemmung der Phosphodiesterase 4",
        "Blockade des IL-17-Rezeptors A",
        "Bindung an die p40-Untereinheit von IL-12 und IL-23",
        "Hemmung der Dihydroorotat-Dehydrogenase",
      ],
    },
    {
      text: "Gegen welche Zielstruktur richtet sich Risankizumab?",
      options: [
        "p19-Untereinheit von Interleukin-23",
        "p40-Untereinheit von IL-12 und IL-23",
        "Interleukin-17A",
        "Tumornekrosefaktor-α",
        "α-Kette des IL-4-Rezeptors",
      ],
    },
    {
      text: "Welcher Antikörper bindet selbst die beiden Zytokine IL-17A und IL-17F und neutralisiert sie?",
      options: ["Bimekizumab", "Secukinumab", "Ixekizumab", "Brodalumab", "Guselkumab"],
    },
    {
      text: "Welche unerwünschte Wirkung ist für IL-17-Inhibitoren typisch?",
      options: [
        "Mukokutane Candida-Infektionen",
        "Gingivahyperplasie",
        "Makulaödem",
        "Progressive interstitielle Lungenfibrose",
        "Hypertrichose im Gesicht",
      ],
    },
    {
      text: "Welche Untersuchung soll vor Beginn einer Therapie mit einem Biologikum erfolgen?",
      options: [
        "Ausschluss einer latenten Tuberkulose (z. B. IGRA)",
        "Echokardiographie bei allen Patienten unabhängig von der Anamnese",
        "Koloskopie zum Ausschluss kolorektaler Neoplasien",
        "Knochenmarkpunktion zum Ausschluss einer Myelodysplasie",
        "Bestimmung der Aquaporin-4-Antikörper im Serum",
      ],
    },
    {
      text: "Welche topische Therapie ist bei leichter Plaque-Psoriasis am Stamm besonders geeignet?",
      options: [
        "Fixkombination aus Calcipotriol und Betamethasondipropionat",
        "Clindamycin-Gel zweimal täglich als alleinige Therapie",
        "Aciclovir-Creme fünfmal täglich über mindestens zwei Wochen",
        "Ketoconazol-Creme als alleinige Langzeittherapie",
        "Imiquimod-Creme dreimal wöchentlich unter Okklusion",
      ],
    },
    {
      text: "Welche topische Therapie eignet sich für eine Psoriasis im Gesicht und in intertriginösen Arealen?",
      options: [
        "Tacrolimus-Salbe (off-label) oder schwach wirksame Kortikosteroide",
        "Dithranol in hoher Konzentration als Minutentherapie",
        "Clobetasolpropionat-Salbe täglich und dauerhaft über viele Monate hinweg",
        "Salicylsäure 10 % großflächig unter Okklusion",
        "Steinkohlenteer unter Okklusion über Nacht",
      ],
    },
    {
      text: "Welche Wellenlänge wird bei der Schmalspektrum-UVB-Phototherapie der Psoriasis verwendet?",
      options: ["311 nm", "254 nm", "365 nm", "532 nm", "630 nm"],
    },
    {
      text: "Welcher Wirkstoff ist als Auslöser oder Verstärker einer Psoriasis bekannt?",
      options: ["Lithium", "Metformin", "Levothyroxin", "Paracetamol", "Loratadin"],
    },
    {
      text: "Welche Infektion geht einer Psoriasis guttata typischerweise voraus?",
      options: [
        "Streptokokken-Tonsillopharyngitis",
        "Rezidivierender Herpes labialis",
        "Erythema migrans nach Zeckenstich",
        "Akute Hepatitis-A-Infektion nach Reise",
        "Intertriginöse Candidose",
      ],
    },
    {
      text: "Welcher Wirkstoff ist zur Behandlung von Schüben der generalisierten pustulösen Psoriasis zugelassen?",
      options: ["Spesolimab", "Omalizumab", "Dupilumab", "Mepolizumab", "Rituximab"],
    },
    {
      text: "Warum sollen systemische Glukokortikoide bei Psoriasis vulgaris vermieden werden?",
      options: [
        "Nach dem Absetzen droht ein Rebound bis zur pustulösen Psoriasis.",
        "Sie sind auf die Psoriasisherde auch in hoher Dosierung wirkungslos.",
        "Sie lösen bei den meisten Behandelten eine Psoriasis-Arthritis aus.",
        "Sie heben die Wirkung topischer Vitamin-D-Analoga dauerhaft auf.",
        "Sie führen häufig zu einer irreversiblen Nagelpsoriasis.",
      ],
    },
    {
      text: "Welche Aussage zu Lebensstilfaktoren bei Psoriasis trifft zu?",
      options: [
        "Bei Adipositas verbessert eine Gewichtsreduktion den Hautbefund und das Therapieansprechen.",
        "Rauchen hat nachweislich keinen Einfluss auf den Verlauf der Psoriasis.",
        "Regelmäßiger Alkoholkonsum verbessert die Verträglichkeit von Methotrexat.",
        "Eine glutenfreie Diät ist bei allen Betroffenen als Basistherapie indiziert.",
        "Körperliche Aktivität verschlechtert die Psoriasis meist durch vermehrtes Schwitzen.",
      ],
    },
  ],
};
