import type { TopicBank } from "./types.ts";

/** Mammakarzinom: early detection, work-up, local and systemic therapy, special situations and follow-up. */
export const MAMMAKARZINOM: TopicBank = {
  topic: "Mammakarzinom",
  field: "onkologie",
  sources: [
    {
      text: "Interdisziplinäre S3-Leitlinie für die Früherkennung, Diagnostik, Therapie und Nachsorge des Mammakarzinoms, Version 4.4 (Leitlinienprogramm Onkologie: DKG, DKH, AWMF 2021), AWMF-Registernummer 032-045OL",
      url: "https://www.leitlinienprogramm-onkologie.de/leitlinien/mammakarzinom/",
    },
    {
      text: "AGO Kommission Mamma: Diagnostik und Therapie früher und fortgeschrittener Mammakarzinome, Empfehlungen 2024 (Arbeitsgemeinschaft Gynäkologische Onkologie 2024)",
      url: null,
    },
    {
      text: "Loibl S et al. Early breast cancer: ESMO Clinical Practice Guideline for diagnosis, treatment and follow-up. Ann Oncol 2024;35:159–182",
      url: "https://doi.org/10.1016/j.annonc.2023.11.016",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Epidemiologie des Mammakarzinoms in Deutschland trifft zu?",
      options: [
        "Etwa jede achte Frau erkrankt im Laufe ihres Lebens an Brustkrebs.",
        "Etwa jede hundertste Frau erkrankt im Laufe ihres Lebens an Brustkrebs.",
        "Bei Frauen ist das Lungenkarzinom häufiger als das Mammakarzinom.",
        "Die meisten Erkrankungen treten vor dem 35. Lebensjahr auf.",
        "Männer erkranken in Deutschland nicht an einem Mammakarzinom.",
      ],
    },
    {
      text: "Welche Aussage zum deutschen Mammographie-Screening-Programm trifft (Stand 2024) zu?",
      options: [
        "Frauen von 50 bis 75 Jahren haben alle zwei Jahre Anspruch auf Teilnahme.",
        "Frauen ab 30 Jahren werden jährlich zur Mammographie eingeladen.",
        "Die Untersuchung erfolgt alle fünf Jahre ab dem 40. Lebensjahr.",
        "Das Screening erfolgt primär mittels Ultraschall statt Mammographie.",
        "Frauen über 60 Jahre sind von der Teilnahme ausgeschlossen.",
      ],
    },
    {
      text: "Welche Aussage zu Mammakarzinomen bei Trägerinnen einer pathogenen BRCA1-Keimbahnvariante trifft zu?",
      options: [
        "Der triple-negative Subtyp ist bei ihnen überrepräsentiert.",
        "Sie sind überwiegend HER2-positiv und hormonrezeptornegativ.",
        "Sie treten überwiegend erst nach dem 80. Lebensjahr auf.",
        "Die Variante wird X-chromosomal vererbt.",
        "Sie sind fast immer lobulär differenziert.",
      ],
    },
    {
      text: "Eine Patientin mit HER2-negativem Hochrisiko-Mammakarzinom und pathogener BRCA1-Keimbahnvariante hat nach neoadjuvanter Chemotherapie einen invasiven Resttumor. Welche Therapie ist zusätzlich angezeigt?",
      options: [
        "Olaparib (PARP-Inhibitor) adjuvant über ein Jahr",
        "Adjuvante Therapie mit Trastuzumab über insgesamt ein Jahr",
        "Prophylaktische Ganzhirnbestrahlung",
        "Erhaltungstherapie mit Bevacizumab",
        "Nachsorge ohne weitere systemische Therapie",
      ],
    },
    {
      text: "Welches Vorgehen folgt aus einem mammographischen Befund der Kategorie BI-RADS 4?",
      options: [
        "Histologische Abklärung mittels Stanz- oder Vakuumbiopsie",
        "Kontrolle im nächsten regulären Screening-Intervall",
        "Mastektomie ohne vorherige histologische Sicherung",
        "Kurzfristige Kontrolle nach sechs Monaten ohne Biopsie",
        "Bestimmung der Tumormarker CA 15-3 und CEA statt einer Biopsie",
      ],
    },
    {
      text: "Welches Verfahren ist Standard zur histologischen Sicherung eines sonographisch sichtbaren, suspekten Herdbefundes der Brust?",
      options: [
        "Sonographisch gesteuerte Stanzbiopsie",
        "Feinnadelaspirationszytologie",
        "Offene Exzisionsbiopsie in Vollnarkose",
        "Galaktographie mit Kontrastmittel",
        "Thermographie der Brust",
      ],
    },
    {
      text: "Bei einer beschwerdefreien Patientin mit kleinem, nodal-negativem, hormonrezeptorpositivem Mammakarzinom ist keine Chemotherapie geplant. Welche Aussage zum Staging trifft zu?",
      options: [
        "Eine routinemäßige Suche nach Fernmetastasen ist nicht erforderlich.",
        "Eine PET-CT ist vor der Operation empfohlen.",
        "Skelettszintigraphie und CT von Thorax und Abdomen sind angezeigt.",
        "Eine Ganzkörper-MRT ersetzt die präoperative Mammographie.",
        "Tumormarker ersetzen die bildgebende Ausbreitungsdiagnostik.",
      ],
    },
    {
      text: "Wie ist ein triple-negatives Mammakarzinom definiert?",
      options: [
        "ER- und PR-negativ sowie HER2-negativ",
        "Befall von drei oder mehr axillären Lymphknoten",
        "Keimbahnvarianten in BRCA1, BRCA2 und PALB2",
        "Tumorherde in drei verschiedenen Quadranten der Brust",
        "Proliferationsindex Ki-67 unter 14 % bei Grading G1",
      ],
    },
    {
      text: "Wann gilt ein invasives Mammakarzinom als HER2-positiv?",
      options: [
        "Bei IHC 3+ oder IHC 2+ mit Amplifikation in der In-situ-Hybridisierung",
        "Bei IHC 1+ ohne weitere Testung durch In-situ-Hybridisierung",
        "Bei IHC 2+ ohne Nachweis einer Amplifikation in der In-situ-Hybridisierung",
        "Bei erhöhtem CA 15-3 im Serum unabhängig von der Immunhistochemie",
        "Bei positivem Östrogenrezeptor und einem Ki-67 über 30 %",
      ],
    },
    {
      text: "Welcher Resektionsrand gilt bei brusterhaltender Operation eines invasiven Karzinoms ohne ausgedehnte intraduktale Komponente als ausreichend?",
      options: [
        "Tumorfreier Rand („no ink on tumor“)",
        "Mindestens 1 cm Sicherheitsabstand allseits",
        "Mindestens 2 cm Sicherheitsabstand allseits",
        "Mindestens 5 mm zur Haut und zum Muskel",
        "Tumorbefall am Rand, da eine Nachbestrahlung folgt",
      ],
    },
    {
      text: "Eine Patientin mit cT1 cN0 erhält eine brusterhaltende Operation mit anschließender Ganzbrustbestrahlung; zwei Sentinel-Lymphknoten enthalten Makrometastasen. Welches Vorgehen an der Axilla ist empfohlen?",
      options: [
        "Eine Axilladissektion ist nicht erforderlich.",
        "Eine Axilladissektion Level I und II ist angezeigt.",
        "Eine Mastektomie mit Axilladissektion ist nötig.",
        "Die kontralaterale Axilla ist mit zu entfernen.",
        "Zunächst sollte eine PET-CT zur Stadienbestimmung erfolgen.",
      ],
    },
    {
      text: "In welcher Situation ist bei einem reinen duktalen Carcinoma in situ (DCIS) eine Sentinel-Lymphknotenbiopsie indiziert?",
      options: [
        "Bei geplanter Mastektomie",
        "Bei jeder brusterhaltenden Operation",
        "Bei einer Ausdehnung unter 5 mm",
        "Bei positivem Östrogenrezeptorstatus",
        "Bei Patientinnen über 70 Jahre mit Low-grade-DCIS",
      ],
    },
    {
      text: "Welches Fraktionierungsschema gilt bei der adjuvanten Ganzbrustbestrahlung nach brusterhaltender Operation als Standard?",
      options: [
        "Hypofraktionierung mit etwa 40 Gy in 15 bis 16 Fraktionen",
        "Konventionelle Fraktionierung mit 70 Gy in 35 Fraktionen",
        "Einzeitbestrahlung mit 8 Gy in einer Sitzung",
        "Bestrahlung der Axilla mit 20 Gy statt der Brust",
        "Hyperfraktionierung mit zwei Sitzungen täglich über acht Wochen",
      ],
    },
    {
      text: "Welcher Befund begründet nach Mastektomie die Indikation zur Bestrahlung der Brustwand?",
      options: [
        "Befall von mehr als drei axillären Lymphknoten",
        "pT1 pN0 mit tumorfreiem Resektionsrand",
        "Lobuläres Carcinoma in situ als Nebenbefund",
        "pT1 pN0 mit positivem Östrogenrezeptor",
        "Alter unter 50 Jahren ohne weitere Risikofaktoren",
      ],
    },
    {
      text: "Welche adjuvante endokrine Therapie ist bei einer postmenopausalen Patientin mit hormonrezeptorpositivem Mammakarzinom und erhöhtem Rückfallrisiko zu bevorzugen?",
      options: [
        "Aromatasehemmer wie Letrozol",
        "Tamoxifen für die Dauer von sechs Monaten",
        "Hochdosierte Gestagentherapie",
        "Letrozol nur bei zusätzlich HER2-positivem Tumor",
        "Verzicht auf endokrine Therapie ab 65 Jahren",
      ],
    },
    {
      text: "Welches Antidepressivum sollte während einer Therapie mit Tamoxifen wegen starker CYP2D6-Hemmung vermieden werden?",
      options: ["Paroxetin", "Venlafaxin", "Mirtazapin", "Citalopram", "Agomelatin"],
    },
    {
      text: "Welches Risiko ist unter einer Therapie mit Tamoxifen erhöht?",
      options: [
        "Thromboembolien und Endometriumkarzinome",
        "Osteoporose bei postmenopausalen Frauen",
        "Kardiomyopathie mit Abfall der LVEF",
        "Hyperkaliämie und Niereninsuffizienz",
        "Interstitielle Pneumonitis und Lungenfibrose",
      ],
    },
    {
      text: "Welche Untersuchung ist bei einer Therapie mit einem Aromatasehemmer empfohlen?",
      options: [
        "Knochendichtemessung mittels DXA",
        "Echokardiographie alle drei Monate",
        "Jährliche Abrasio des Endometriums",
        "Regelmäßige Messung des Augeninnendrucks",
        "Lungenfunktionsprüfung vor Therapiebeginn",
      ],
    },
    {
      text: "Welcher Nutzen ist für eine adjuvante Bisphosphonattherapie bei postmenopausalen Patientinnen mit frühem Mammakarzinom belegt?",
      options: [
        "Weniger Knochenmetastasen und geringere Brustkrebssterblichkeit",
        "Senkung des Risikos für Hirn- und Lebermetastasen um die Hälfte",
        "Ersatz der adjuvanten endokrinen Therapie",
        "Schutz vor der Kardiotoxizität von Anthrazyklinen und Trastuzumab",
        "Senkung des Risikos für kontralaterale Karzinome",
      ],
    },
    {
      text: "Welche Erstlinientherapie ist beim hormonrezeptorpositiven, HER2-negativen metastasierten Mammakarzinom ohne viszerale Krise Standard?",
      options: [
        "CDK4/6-Inhibitor in Kombination mit endokriner Therapie",
        "Polychemotherapie mit Anthrazyklin und Taxan als Dauertherapie",
        "Trastuzumab plus Pertuzumab und Docetaxel",
        "Alleinige Bestrahlung aller Metastasen",
        "Best Supportive Care ohne Systemtherapie",
      ],
    },
    {
      text: "Welche Kontrolle ist unter einer Therapie mit Trastuzumab regelmäßig erforderlich?",
      options: [
        "Echokardiographie mit Bestimmung der LVEF",
        "Audiometrie wegen ototoxischer Wirkung",
        "Augenhintergrundspiegelung wegen Retinopathie",
        "Lungenfunktionsprüfung wegen Lungenfibrose",
        "Knochenmarkpunktion wegen Myelodysplasie",
      ],
    },
    {
      text: "Über welchen Zeitraum wird Trastuzumab in der (neo)adjuvanten Therapie des HER2-positiven Mammakarzinoms standardmäßig gegeben?",
      options: ["Ein Jahr", "Sechs Wochen", "Drei Monate", "Fünf Jahre", "Zehn Jahre"],
    },
    {
      text: "Eine Patientin mit HER2-positivem Mammakarzinom hat nach neoadjuvanter Chemotherapie mit HER2-gerichteter Therapie einen invasiven Resttumor. Welche postneoadjuvante Therapie ist empfohlen?",
      options: [
        "Trastuzumab-Emtansin (T-DM1)",
        "Beendigung jeder HER2-gerichteten Therapie",
        "Bevacizumab als Erhaltungstherapie",
        "Tamoxifen als alleinige Therapie",
        "Capecitabin als alleinige Therapie",
      ],
    },
    {
      text: "Welche neoadjuvante Therapie empfiehlt die AGO beim triple-negativen Mammakarzinom im Stadium II–III?",
      options: [
        "Chemotherapie plus Pembrolizumab, adjuvant fortgeführt",
        "Primäre Operation ohne jede Systemtherapie",
        "Endokrine Therapie mit Letrozol über sechs Monate",
        "Trastuzumab plus Pertuzumab ohne Chemotherapie",
        "Alleinige Strahlentherapie von Brust und Axilla ohne Systemtherapie",
      ],
    },
    {
      text: "Welche Aussage zur neoadjuvanten Chemotherapie beim frühen Mammakarzinom trifft zu?",
      options: [
        "Sie ist der adjuvanten Gabe im Überleben gleichwertig und macht das Ansprechen beurteilbar.",
        "Sie verbessert das Gesamtüberleben gegenüber der adjuvanten Gabe derselben Substanzen um mehr als 30 %.",
        "Sie ist der bereits metastasierten Erkrankung vorbehalten.",
        "Sie macht bei pathologischer Komplettremission die Operation überflüssig.",
        "Sie ist beim HER2-positiven Mammakarzinom kontraindiziert.",
      ],
    },
    {
      text: "Wozu dient ein Multigen-Expressionstest beim frühen Mammakarzinom?",
      options: [
        "Entscheidung über eine Chemotherapie bei HR-positivem, HER2-negativem Karzinom",
        "Nachweis einer erblichen BRCA1- oder BRCA2-Keimbahnvariante",
        "Bestimmung des HER2-Status bei immunhistochemisch 3+",
        "Festlegung des erforderlichen Resektionsrandes bei BET",
        "Ersatz der jährlichen Mammographie in der Nachsorge nach brusterhaltender Therapie",
      ],
    },
    {
      text: "Welche Kriterien gehen in das histologische Grading des invasiven Mammakarzinoms nach Elston und Ellis ein?",
      options: [
        "Tubulusbildung, Kernpleomorphie und Mitoserate",
        "Tumorgröße, Lymphknotenstatus und Patientenalter",
        "Östrogenrezeptor, HER2-Status und Ki-67",
        "Resektionsrand, Gefäßinvasion und Nekrosen",
        "Multizentrizität, Mikrokalk und Hautbefall",
      ],
    },
    {
      text: "Welche adjuvante endokrine Therapie ist beim hormonrezeptorpositiven Mammakarzinom des Mannes Standard?",
      options: [
        "Tamoxifen",
        "Anastrozol als Monotherapie",
        "Fulvestrant als Monotherapie",
        "Bicalutamid",
        "Abirateron",
      ],
    },
    {
      text: "Welche Aussage zur Therapie eines Mammakarzinoms während der Schwangerschaft trifft zu?",
      options: [
        "Ab dem zweiten Trimenon ist eine anthrazyklinhaltige Chemotherapie vertretbar.",
        "Trastuzumab ist während der Schwangerschaft das Mittel der Wahl.",
        "Tamoxifen soll bereits während der Schwangerschaft begonnen werden.",
        "Bei Diagnose ist ein Schwangerschaftsabbruch medizinisch geboten.",
        "Die Strahlentherapie soll noch vor der Entbindung abgeschlossen sein.",
      ],
    },
    {
      text: "Welche Maßnahme ist bei prämenopausalen Patientinnen mit Kinderwunsch vor einer Chemotherapie empfohlen?",
      options: [
        "Beratung zu fertilitätserhaltenden Maßnahmen vor Therapiebeginn",
        "Routinemäßige Hysterektomie vor Beginn der Chemotherapie",
        "Beginn einer Hormonersatztherapie parallel zur Chemotherapie",
        "Verschiebung der Chemotherapie um mindestens ein Jahr",
        "Gleichzeitige Gabe von Tamoxifen zur Schonung der Ovarien während der Chemotherapie",
      ],
    },
    {
      text: "Welche Untersuchung wird in der Nachsorge symptomfreier Patientinnen nach Mammakarzinom NICHT routinemäßig empfohlen?",
      options: [
        "Bestimmung von Tumormarkern wie CA 15-3",
        "Anamnese und körperliche Untersuchung",
        "Mammographie (ipsi- und kontralateral)",
        "Erfragen von Nebenwirkungen der endokrinen Therapie",
        "Beratung zu körperlicher Aktivität",
      ],
    },
    {
      text: "Welche Maßnahme ist vor Beginn einer Therapie mit Denosumab oder Bisphosphonaten bei Knochenmetastasen empfohlen?",
      options: [
        "Zahnärztliche Untersuchung wegen des Risikos einer Kieferosteonekrose",
        "Koloskopie wegen des Risikos gastrointestinaler Blutungen",
        "Augenärztliche Untersuchung wegen des Risikos einer Uveitis und Katarakt",
        "Spirometrie wegen des Risikos eines Bronchospasmus",
        "Lumbalpunktion wegen des Risikos einer Meningeosis",
      ],
    },
    {
      text: "Welche Erstlinientherapie ist beim HER2-positiven metastasierten Mammakarzinom Standard?",
      options: [
        "Trastuzumab, Pertuzumab und ein Taxan",
        "Letrozol plus Palbociclib als Dauertherapie",
        "Capecitabin als Monotherapie",
        "Olaparib als Monotherapie",
        "Pembrolizumab plus Chemotherapie",
      ],
    },
    {
      text: "Welche Aussage zum duktalen Carcinoma in situ (DCIS) trifft zu?",
      options: [
        "Nach brusterhaltender Operation senkt die Bestrahlung das Lokalrezidivrisiko.",
        "Es metastasiert häufig in die axillären und supraklavikulären Lymphknoten.",
        "Es erfordert nach der Operation eine adjuvante Chemotherapie mit Anthrazyklin.",
        "Es ist identisch mit dem lobulären Carcinoma in situ.",
        "Es tritt definitionsgemäß beidseitig auf.",
      ],
    },
    {
      text: "Welches Vorgehen entspricht beim inflammatorischen Mammakarzinom dem Standard?",
      options: [
        "Primär systemische Therapie, dann Mastektomie, Axilladissektion und Bestrahlung",
        "Primär brusterhaltende Operation mit Sentinel-Lymphknotenbiopsie",
        "Antibiotikatherapie und klinische Kontrolle nach vier Wochen",
        "Alleinige endokrine Therapie ohne operative Maßnahme",
        "Sofortige Mastektomie ohne vorherige systemische Therapie",
      ],
    },
  ],
};
