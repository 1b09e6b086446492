import type { TopicBank } from "./types.ts";

/** Multiple Sklerose: diagnosis by the McDonald criteria (2024 revision), relapse and immunotherapy as the DGN guideline grades them. */
export const MULTIPLE_SKLEROSE: TopicBank = {
  topic: "Multiple Sklerose",
  field: "neurologie",
  sources: [
    {
      text: "S2k-Leitlinie Diagnose und Therapie der Multiplen Sklerose, Neuromyelitis-optica-Spektrum-Erkrankungen und MOG-IgG-assoziierten Erkrankungen (DGN 2021, Living Guideline mit Aktualisierungen 2023/2024), AWMF-Registernummer 030-050",
      url: "https://register.awmf.org/de/leitlinien/detail/030-050",
    },
    {
      text: "Montalban X et al. Diagnosis of multiple sclerosis: 2024 revisions of the McDonald criteria. Lancet Neurol 2025;24:850–865",
      url: "https://doi.org/10.1016/S1474-4422(25)00270-4",
    },
    {
      text: "Montalban X et al. ECTRIMS/EAN Guideline on the pharmacological treatment of people with multiple sclerosis. Mult Scler 2018;24:96–120",
      url: "https://doi.org/10.1177/1352458517751049",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Epidemiologie der Multiplen Sklerose in Deutschland trifft zu?",
      options: [
        "Frauen erkranken etwa zwei- bis dreimal häufiger als Männer.",
        "Männer erkranken etwa zwei- bis dreimal häufiger als Frauen.",
        "Der Erkrankungsgipfel liegt typischerweise nach dem 65. Lebensjahr.",
        "Die Prävalenz nimmt mit zunehmender Nähe zum Äquator deutlich zu.",
        "Mit unter 5 000 Betroffenen zählt sie zu den seltenen Erkrankungen.",
      ],
    },
    {
      text: "Welcher Faktor ist nach heutigem Kenntnisstand am stärksten mit einem erhöhten Risiko für eine Multiple Sklerose assoziiert?",
      options: [
        "Eine vorausgegangene Infektion mit dem Epstein-Barr-Virus",
        "Eine Hepatitis-B-Impfung im Kindes- oder Jugendalter",
        "Eine Masern-Mumps-Röteln-Impfung im Kleinkindalter",
        "Quecksilberhaltige Amalgamfüllungen der Zähne",
        "Regelmäßiger, hoher Kaffeekonsum im jungen Erwachsenenalter",
      ],
    },
    {
      text: "Welche Aussage zur Pathogenese der Multiplen Sklerose trifft zu?",
      options: [
        "Autoreaktive T- und B-Zellen verursachen Entzündung, Demyelinisierung und axonalen Schaden im ZNS.",
        "Antikörper gegen Aquaporin-4 schädigen primär die Astrozyten des Sehnervs und des Rückenmarks.",
        "Im Vordergrund steht eine postinfektiöse Demyelinisierung der peripheren Nervenwurzeln.",
        "Ursächlich ist eine Mutation eines einzelnen, autosomal-dominant vererbten Gens.",
        "Die Herde entstehen durch eine arteriosklerotische Mikroangiopathie des Marklagers.",
      ],
    },
    {
      text: "Welcher Befund ist typisch für eine Optikusneuritis im Rahmen einer Multiplen Sklerose?",
      options: [
        "Einseitige Visusminderung über Tage mit Schmerzen bei Augenbewegungen",
        "Plötzlicher schmerzloser Visusverlust mit kirschrotem Fleck der Makula",
        "Einseitiger Visusverlust mit Kauclaudicatio und stark erhöhter BSG",
        "Beidseitige homonyme Hemianopsie nach einem Synkopenereignis",
        "Beidseitige Stauungspapillen mit morgendlichem Kopfschmerz und Erbrechen",
      ],
    },
    {
      text: "Was beschreibt das Uhthoff-Phänomen bei Multipler Sklerose?",
      options: [
        "Vorübergehende Symptomzunahme bei Anstieg der Körpertemperatur",
        "Elektrisierende Missempfindung entlang der Wirbelsäule beim Kopfbeugen",
        "Schubartige Verschlechterung unmittelbar nach Absetzen von Kortikoiden",
        "Anhaltende Lähmung nach einem einzelnen epileptischen Anfall",
        "Pendelnystagmus beim Blick in Richtung der betroffenen Seite",
      ],
    },
    {
      text: "Welche Aussage zur Definition eines MS-Schubs trifft zu?",
      options: [
        "Die Symptome halten mindestens 24 Stunden an und sind nicht durch Fieber oder Infekt erklärt.",
        "Ein Schub wird durch den Nachweis einer kontrastmittelaufnehmenden Läsion in der MRT definiert.",
        "Ein Schub setzt eine Zunahme des EDSS-Werts um mindestens zwei Punkte voraus.",
        "Zwischen zwei Schüben muss ein Abstand von mindestens sechs Monaten liegen.",
        "Als Schub gilt jede Verschlechterung, die während Fieber über 38,5 °C auftritt.",
      ],
    },
    {
      text: "Eine Patientin mit bekannter MS bemerkt während eines fieberhaften Harnwegsinfekts eine Zunahme ihrer vorbestehenden Beinparese. Welches Vorgehen ist zunächst angezeigt?",
      options: [
        "Behandlung des Infekts und Fiebersenkung, danach Neubeurteilung",
        "Sofortige hochdosierte Methylprednisolon-Pulstherapie über fünf Tage",
        "Umgehende Plasmapherese vor Beginn einer Antibiotikatherapie",
        "Eskalation der Immuntherapie auf ein Präparat der Kategorie 3",
        "Sofortiges und dauerhaftes Absetzen der laufenden Immuntherapie",
      ],
    },
    {
      text: "Welche Therapie ist bei einem funktionell beeinträchtigenden MS-Schub Standard der ersten Wahl?",
      options: [
        "Hochdosiertes Methylprednisolon über drei bis fünf Tage, i. v. oder oral",
        "Niedrig dosiertes Prednisolon als Dauertherapie über sechs Monate",
        "Intravenöse Immunglobuline als alleinige Therapie der ersten Wahl",
        "Plasmapherese als erster Schritt noch vor einer Kortikosteroidgabe",
        "Orales Aciclovir über zehn Tage zur Behandlung einer vermuteten Virusaktivierung",
      ],
    },
    {
      text: "Ein schwerer MS-Schub bessert sich nach hochdosierter Kortikosteroidtherapie nicht ausreichend. Welche Eskalation empfiehlt die DGN-Leitlinie?",
      options: [
        "Plasmapherese oder Immunadsorption",
        "Intrathekale Gabe von Methotrexat",
        "Einmalige Infusion von Natalizumab",
        "Dauertherapie mit oralem Prednisolon",
        "Abwarten über mindestens sechs Monate",
      ],
    },
    {
      text: "Welche ZNS-Regionen berücksichtigen die McDonald-Kriterien in der Revision 2024 für den Nachweis der räumlichen Dissemination?",
      options: [
        "Periventrikulär, kortikal/juxtakortikal, infratentoriell, spinal und Sehnerv",
        "Basalganglien, Capsula interna, Thalamus und Mittelhirnhaube",
        "Periventrikulär, Hypophysenstiel, Plexus choroideus, Leptomeningen und Sehnerv",
        "Spinal, Cauda equina, Spinalganglien und Nervenwurzeln",
        "Kleinhirnrinde, Hypothalamus, Corpus pineale und Pons",
      ],
    },
    {
      text: "Welche Aussage zu den McDonald-Kriterien in der Revision 2024 trifft zu?",
      options: [
        "Ein erhöhter Index freier Kappa-Leichtketten (κ-FLC) im Liquor kann anstelle oligoklonaler Banden dienen.",
        "Symptomatische Läsionen werden für die räumliche Dissemination grundsätzlich nicht mehr mitgezählt.",
        "Die Diagnose setzt mindestens zwei klinisch abgelaufene Schübe voraus.",
        "Die Diagnose erfordert den Nachweis oligoklonaler Banden im Liquor.",
        "Die räumliche Dissemination erfordert mindestens neun T2-Läsionen im Gehirn.",
      ],
    },
    {
      text: "Wodurch kann nach den McDonald-Kriterien die zeitliche Dissemination bereits in einer einzigen MRT belegt werden?",
      options: [
        "Gleichzeitiger Nachweis kontrastmittelaufnehmender und nicht aufnehmender Läsionen",
        "Nachweis von mindestens neun T2-hyperintensen Läsionen im Marklager",
        "Nachweis einer einzelnen großen Läsion mit ringförmiger Diffusionsstörung",
        "Nachweis von T1-hypointensen Läsionen ohne Gabe von Kontrastmittel",
        "Nachweis einer globalen Hirnatrophie in der volumetrischen Auswertung des gesamten Gehirns",
      ],
    },
    {
      text: "Welche Voraussetzung gilt nach den McDonald-Kriterien für die Diagnose einer primär progredienten MS?",
      options: [
        "Zunahme der Behinderung über mindestens ein Jahr, unabhängig von Schüben",
        "Mindestens zwei klinisch gesicherte Schübe innerhalb von zwölf Monaten vor Diagnose",
        "Nachweis von Aquaporin-4-Antikörpern im Serum bei normaler MRT",
        "Erkrankungsbeginn vor dem 30. Lebensjahr mit rascher Rückbildung",
        "Unauffällige spinale MRT bei mindestens drei zerebralen Läsionen",
      ],
    },
    {
      text: "Welcher Liquorbefund ist typisch für eine Multiple Sklerose?",
      options: [
        "Liquorspezifische oligoklonale Banden bei normaler bis leicht erhöhter Zellzahl",
        "Zellzahl über 1 000/µl mit überwiegend neutrophilen Granulozyten",
        "Deutlich erniedrigte Liquorglukose bei stark erhöhtem Laktat",
        "Stark erhöhtes Gesamteiweiß bei normaler Zellzahl (zytoalbuminäre Dissoziation)",
        "Identische oligoklonale Banden in Serum und Liquor (Spiegelmuster)",
      ],
    },
    {
      text: "Welcher MRT-Befund spricht eher für eine Neuromyelitis-optica-Spektrum-Erkrankung als für eine MS?",
      options: [
        "Longitudinal extensive Myelitis über mindestens drei Wirbelkörpersegmente",
        "Ovoide periventrikuläre Läsionen senkrecht zu den Seitenventrikeln",
        "Kurzstreckige, exzentrisch im Querschnitt gelegene spinale Läsionen",
        "Juxtakortikale Läsionen unter Einbeziehung der U-Fasern",
        "Zentralvenenzeichen in der Mehrzahl der Läsionen im Marklager des Großhirns",
      ],
    },
    {
      text: "Welche Aussage zum klinisch isolierten Syndrom (KIS) trifft zu?",
      options: [
        "Sind räumliche und zeitliche Dissemination in der MRT erfüllt und andere Ursachen ausgeschlossen, ist eine MS zu diagnostizieren.",
        "Ein KIS geht bei unauffälliger MRT meist innerhalb eines Jahres in eine MS über.",
        "Ein KIS setzt definitionsgemäß den Nachweis von Aquaporin-4-Antikörpern voraus.",
        "Ein KIS ist definiert als gleichzeitige Störung mehrerer Funktionssysteme.",
        "Ein KIS wird ohne MRT anhand der klinischen Symptomatik eingeordnet und beobachtet.",
      ],
    },
    {
      text: "Was erfasst die Expanded Disability Status Scale (EDSS)?",
      options: [
        "Den Behinderungsgrad anhand funktioneller Systeme und der Gehfähigkeit",
        "Die Läsionslast in der MRT anhand der Zahl der T2-Läsionen",
        "Die kognitive Verarbeitungsgeschwindigkeit im Zahlen-Symbol-Test",
        "Die Zahl der Schübe in den letzten zwei Jahren als Punktwert",
        "Die gesundheitsbezogene Lebensqualität anhand eines Selbstauskunftsbogens",
      ],
    },
    {
      text: "Welche Substanz ordnet die DGN-Leitlinie der Wirksamkeitskategorie 1 der verlaufsmodifizierenden MS-Therapie zu?",
      options: ["Teriflunomid", "Natalizumab", "Ocrelizumab", "Alemtuzumab", "Cladribin-Tabletten"],
    },
    {
      text: "Welche Aussage zum Beginn einer verlaufsmodifizierenden Therapie bei schubförmiger MS entspricht der DGN-Leitlinie?",
      options: [
        "Die Immuntherapie soll möglichst früh nach Diagnosestellung beginnen.",
        "Eine Immuntherapie ist erst nach dem dritten klinischen Schub indiziert.",
        "Eine Immuntherapie wird erst ab einem EDSS-Wert von 4,0 empfohlen.",
        "Vor Therapiebeginn ist ein schubfreies Intervall von zwei Jahren abzuwarten.",
        "Eine Immuntherapie kommt erst bei sekundär progredientem Verlauf infrage.",
      ],
    },
    {
      text: "Bei einer 27-jährigen Patientin mit neu diagnostizierter schubförmiger MS spricht der bisherige Verlauf für eine hohe Krankheitsaktivität. Welches Vorgehen empfiehlt die DGN-Leitlinie?",
      options: [
        "Beginn mit einem Präparat der Wirksamkeitskategorie 2 oder 3",
        "Beginn mit Glatirameracetat, Eskalation erst nach zwei weiteren Schüben",
        "Symptomatische Therapie und Verlaufskontrolle für ein Jahr",
        "Dauerhafte orale Kortikosteroidtherapie in mittlerer Dosierung",
        "Abwarten, bis sich ein sekundär progredienter Verlauf abzeichnet",
      ],
    },
    {
      text: "Welche Konstellation ist unter Natalizumab mit dem höchsten Risiko einer progressiven multifokalen Leukenzephalopathie (PML) verbunden?",
      options: [
        "Hoher JCV-Antikörperindex, Therapie über zwei Jahre, immunsuppressive Vortherapie",
        "Negativer JCV-Antikörperstatus bei kurzer Therapiedauer ohne jede Vortherapie",
        "Erste Infusion bei einer jungen Patientin ohne immunsuppressive Vorbehandlung",
        "Negativer JCV-Antikörperstatus nach mehrjähriger Vortherapie mit Interferon beta-1a",
        "Niedriger JCV-Antikörperindex in den ersten sechs Monaten der Behandlung",
      ],
    },
    {
      text: "Welche Aussage zu Ocrelizumab trifft zu?",
      options: [
        "Es richtet sich gegen CD20 und ist auch für die frühe primär progrediente MS zugelassen.",
        "Es blockiert α4-Integrin und hemmt so die Einwanderung von Lymphozyten in das ZNS.",
        "Es ist ein oraler S1P-Rezeptor-Modulator, der bei der ersten Einnahme ein kardiales Monitoring erfordert.",
        "Es hemmt die Pyrimidinsynthese und wird täglich als Tablette eingenommen.",
        "Es richtet sich gegen CD52 und wird in zwei jährlichen Therapiekursen gegeben.",
      ],
    },
    {
      text: "Welche Untersuchung ist vor Beginn einer Anti-CD20-Antikörpertherapie bei MS erforderlich?",
      options: [
        "Hepatitis-B-Serologie (HBsAg und Anti-HBc)",
        "Langzeit-EKG über mindestens 24 Stunden",
        "Augenärztlicher Ausschluss eines Makulaödems",
        "Knochendichtemessung mittels DXA",
        "Bestimmung des CYP2C9-Genotyps",
      ],
    },
    {
      text: "Welche Maßnahme ist bei der ersten Einnahme von Fingolimod vorgeschrieben?",
      options: [
        "Überwachung von Herzfrequenz und Blutdruck über mindestens sechs Stunden",
        "Stationäre Kontrolle der Nierenretentionswerte über drei Tage",
        "Prämedikation mit Methylprednisolon und einem Antihistaminikum",
        "Lumbalpunktion zum Ausschluss einer Pleozytose vor der ersten Dosis",
        "Messung des Augeninnendrucks unmittelbar vor und nach der ersten Einnahme",
      ],
    },
    {
      text: "Vor einer geplanten Therapie mit Fingolimod fehlen bei einer Patientin ohne Windpocken in der Anamnese Antikörper gegen das Varizella-Zoster-Virus. Was ist empfohlen?",
      options: [
        "Varizellen-Impfung und Therapiebeginn frühestens einen Monat danach",
        "Sofortiger Therapiebeginn mit Aciclovir-Prophylaxe über ein Jahr",
        "Monatliche Gabe von Varizella-Zoster-Immunglobulin unter Therapie",
        "Varizellen-Impfung drei Monate nach Beginn der Fingolimod-Therapie",
        "Keine Maßnahme, da Varizellen unter Fingolimod keine Gefahr darstellen",
      ],
    },
    {
      text: "Welche Untersuchung ist vor Beginn einer Therapie mit Siponimod erforderlich?",
      options: [
        "Bestimmung des CYP2C9-Genotyps",
        "Bestimmung des HLA-B*57:01-Status",
        "Bestimmung der TPMT-Aktivität",
        "Bestimmung des HLA-B*15:02-Status",
        "Bestimmung der G6PD-Aktivität",
      ],
    },
    {
      text: "Eine Patientin unter Teriflunomid wünscht sich ein Kind. Welches Vorgehen ist empfohlen?",
      options: [
        "Absetzen und beschleunigte Elimination mit Colestyramin oder Aktivkohle",
        "Fortführung der Therapie bis zum ersten positiven Schwangerschaftstest",
        "Umstellung auf Methotrexat für die gesamte Dauer der Schwangerschaft",
        "Halbierung der Dosis, darüber hinaus keine weiteren Maßnahmen",
        "Absetzen eine Woche vor der Konzeption ohne weiteres Eliminationsverfahren",
      ],
    },
    {
      text: "Welche Laborkontrolle ist unter Dimethylfumarat regelmäßig erforderlich?",
      options: [
        "Blutbild mit Lymphozytenzahl wegen des PML-Risikos bei Lymphopenie",
        "Serumspiegel des Wirkstoffs zur Dosisanpassung alle vier Wochen",
        "TSH wegen des Risikos einer sekundären Autoimmunthyreoiditis",
        "Kreatinkinase wegen des Risikos einer medikamentösen Rhabdomyolyse",
        "Serumkalzium wegen des Risikos einer ausgeprägten Hyperkalzämie",
      ],
    },
    {
      text: "Welche Komplikation ist typisch für Alemtuzumab und erfordert ein Monitoring über mehrere Jahre?",
      options: [
        "Sekundäre Autoimmunerkrankungen, insbesondere der Schilddrüse",
        "Progrediente Lungenfibrose mit restriktiver Ventilationsstörung",
        "Irreversible Bradykardie mit höhergradigem AV-Block",
        "Medikamentös induzierte Makuladegeneration beider Augen",
        "Ototoxischer Hörverlust im Hochtonbereich",
      ],
    },
    {
      text: "Welche Aussage zu Cladribin-Tabletten in der MS-Therapie trifft zu?",
      options: [
        "Die Einnahme erfolgt in zwei Behandlungsjahren mit jeweils kurzen Therapiezyklen.",
        "Die Tabletten werden dauerhaft täglich und ohne jede Therapiepause über Jahre eingenommen.",
        "Cladribin ist in der Schwangerschaft das Immuntherapeutikum der Wahl.",
        "Eine Lymphopenie tritt unter Cladribin praktisch nicht auf.",
        "Cladribin ist ein monoklonaler Antikörper gegen das Oberflächenantigen CD52.",
      ],
    },
    {
      text: "Welche Aussage zum Schubrisiko in Schwangerschaft und Wochenbett bei MS trifft zu?",
      options: [
        "Die Schubrate sinkt im Verlauf der Schwangerschaft und steigt in den ersten Monaten postpartal an.",
        "Die Schubrate steigt im letzten Schwangerschaftsdrittel deutlich an und sinkt nach der Geburt.",
        "Eine Schwangerschaft beschleunigt nachweislich die langfristige Behinderungsprogression.",
        "Das Schubrisiko bleibt während Schwangerschaft und Wochenbett unverändert.",
        "Ausschließliches Stillen verdoppelt die Schubrate im ersten Jahr nach der Geburt.",
      ],
    },
    {
      text: "Welche Immuntherapie kann nach der DGN-Leitlinie bei klinischer Notwendigkeit auch während einer Schwangerschaft fortgeführt werden?",
      options: ["Glatirameracetat", "Teriflunomid", "Fingolimod", "Cladribin", "Mycophenolatmofetil"],
    },
    {
      text: "Welche Substanz ist zur Verbesserung der Gehfähigkeit bei erwachsenen Patienten mit MS zugelassen?",
      options: ["Fampridin", "Amantadin", "Modafinil", "Pregabalin", "Donepezil"],
    },
    {
      text: "Welche Maßnahme gegen MS-assoziierte Fatigue ist am besten belegt?",
      options: [
        "Aerobes Ausdauertraining und Energiemanagement-Schulung",
        "Strikte körperliche Schonung und Bettruhe über mehrere Monate",
        "Regelmäßige Kortikosteroid-Stoßtherapien",
        "Langfristige Opioidtherapie in niedriger Dosis",
        "Dauerhafte Einnahme von Benzodiazepinen zur Nacht",
      ],
    },
    {
      text: "Wodurch ist die sekundär progrediente Verlaufsform der MS gekennzeichnet?",
      options: [
        "Schubunabhängige Behinderungszunahme nach initial schubförmigem Verlauf",
        "Progredienz von Beginn an ohne vorausgegangene Schübe oder Remissionen",
        "Schübe mit jeweils vollständiger Rückbildung ohne Residuen",
        "Einmaliges demyelinisierendes Ereignis ohne weitere Krankheitsaktivität",
        "Verschlechterungen, die an fieberhafte Harnwegsinfekte gebunden sind",
      ],
    },
  ],
};
