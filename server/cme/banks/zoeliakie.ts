import type { TopicBank } from "./types.ts";

export const ZOELIAKIE: TopicBank = {
  topic: "Zöliakie",
  field: "ernaehrungsmedizin",
  sources: [
    {
      text: "Aktualisierte S2k-Leitlinie Zöliakie (DGVS, AWMF-Register-Nr. 021-021, Dezember 2021; Z Gastroenterol 2022)",
      url: "https://register.awmf.org/de/leitlinien/detail/021-021",
    },
    {
      text: "European Society for the Study of Coeliac Disease (ESsCD) guideline for coeliac disease and other gluten-related disorders (United European Gastroenterology Journal 2019)",
      url: null,
    },
    {
      text: "European Society Paediatric Gastroenterology, Hepatology and Nutrition Guidelines for Diagnosing Coeliac Disease 2020 (ESPGHAN, Journal of Pediatric Gastroenterology and Nutrition 2020)",
      url: null,
    },
  ],
  questions: [
    {
      text: "Welche Aussage zum Wesen der Zöliakie trifft zu?",
      options: [
        "Sie ist eine durch Gluten ausgelöste Immunerkrankung bei genetischer Disposition.",
        "Sie ist eine IgE-vermittelte Sofortallergie gegen verschiedene Weizenproteine.",
        "Sie beruht auf einem angeborenen Mangel an Laktase im Bürstensaum.",
        "Sie ist eine vorübergehende Erkrankung des Kleinkindalters ohne Diätbedarf im Erwachsenenalter.",
        "Sie wird durch eine bakterielle Fehlbesiedlung des Dünndarms verursacht.",
      ],
    },
    {
      text: "Wie hoch ist die Prävalenz der Zöliakie in Europa etwa?",
      options: [
        "Etwa 1 % der Bevölkerung",
        "Etwa 0,01 % der Bevölkerung",
        "Etwa 5 % der Bevölkerung",
        "Etwa 15 % der Bevölkerung",
        "Etwa 30 % der Bevölkerung",
      ],
    },
    {
      text: "Welche Aussage zur HLA-Typisierung (HLA-DQ2/DQ8) bei Verdacht auf Zöliakie trifft zu?",
      options: [
        "Ein negativer Befund macht eine Zöliakie sehr unwahrscheinlich.",
        "Ein positiver Befund beweist das Vorliegen einer Zöliakie.",
        "Sie ist der empfohlene Suchtest der ersten Wahl bei Verdacht.",
        "Sie ist nur unter glutenhaltiger Ernährung aussagekräftig.",
        "Sie ist bei Kindern für die Diagnose immer erforderlich.",
      ],
    },
    {
      text: "Welche Rolle spielt die Gewebstransglutaminase in der Pathogenese der Zöliakie?",
      options: [
        "Sie deamidiert Gliadinpeptide, die dann stärker an HLA-DQ2/DQ8 binden.",
        "Sie spaltet Gluten vollständig in unschädliche freie Aminosäuren.",
        "Sie wird von Mastzellen als IgE-Antikörper gegen Weizen gebildet.",
        "Sie zerstört direkt die Laktase im Bürstensaum der Enterozyten.",
        "Sie verhindert als Schutzenzym die Aufnahme von Gluten in die Enterozyten.",
      ],
    },
    {
      text: "Welche Labordiagnostik ist bei Verdacht auf Zöliakie als erster Schritt empfohlen?",
      options: [
        "Transglutaminase-IgA-Antikörper und Gesamt-IgA im Serum",
        "Antikörper gegen natives Gliadin (IgA und IgG)",
        "Spezifisches IgE gegen Weizen, Roggen und Gerste",
        "HLA-DQ2/DQ8-Typisierung als alleiniger Test",
        "Laktose-H2-Atemtest und Elastase im Stuhl",
      ],
    },
    {
      text: "Bei einer Patientin mit Verdacht auf Zöliakie wird ein selektiver IgA-Mangel festgestellt. Welche serologische Diagnostik ist angezeigt?",
      options: [
        "IgG-basierte Tests, z. B. IgG gegen deamidierte Gliadinpeptide",
        "Wiederholung der Transglutaminase-IgA nach vier Wochen glutenhaltiger Kost",
        "Bestimmung von spezifischem IgE gegen Gliadin",
        "Endomysium-IgA als Bestätigungstest der Wahl",
        "Keine Serologie, da bei IgA-Mangel keine Zöliakie vorkommen kann",
      ],
    },
    {
      text: "Ein Patient verzichtet wegen Verdachts auf Zöliakie seit Monaten auf Gluten; die Transglutaminase-IgA ist jetzt negativ. Was trifft zu?",
      options: [
        "Eine Zöliakie ist damit nicht ausgeschlossen.",
        "Eine Zöliakie ist damit sicher ausgeschlossen.",
        "Eine Duodenalbiopsie ist jetzt besonders aussagekräftig.",
        "Der negative Befund beweist eine Weizenallergie.",
        "Der Befund spricht für eine refraktäre Zöliakie Typ II.",
      ],
    },
    {
      text: "Wie ist bei einem Erwachsenen, der ohne gesicherte Diagnose bereits glutenfrei lebt, diagnostisch sinnvoll vorzugehen?",
      options: [
        "HLA-DQ2/DQ8 bestimmen, bei positivem Befund Glutenbelastung, dann Serologie und Biopsie",
        "Diagnose ohne weitere Tests allein anhand der Beschwerdebesserung unter glutenfreier Diät stellen",
        "Sofortige Duodenalbiopsie unter fortgesetzter glutenfreier Ernährung",
        "Bestimmung von IgG-Antikörpern gegen ein Panel von Nahrungsmitteln",
        "Nachweis von Gluten-Immunpeptiden im Stuhl als Beweis einer Zöliakie",
      ],
    },
    {
      text: "Welche Aussage zur Diagnosesicherung der Zöliakie bei Erwachsenen trifft nach der S2k-Leitlinie Zöliakie zu?",
      options: [
        "Bei positiver Serologie soll die Diagnose durch Duodenalbiopsien gesichert werden.",
        "Eine positive Serologie ist bei Erwachsenen ohne Biopsie stets ausreichend.",
        "Die Biopsie erfolgt erst nach sechs Monaten glutenfreier Ernährung.",
        "Eine Kapselendoskopie ersetzt bei Erwachsenen regelhaft die Duodenalbiopsie.",
        "Die Biopsien werden bei Zöliakieverdacht ausschließlich aus dem Magenantrum entnommen.",
      ],
    },
    {
      text: "Wo sollen bei der Ösophagogastroduodenoskopie zur Zöliakiediagnostik Biopsien entnommen werden?",
      options: [
        "Aus dem distalen Duodenum und zusätzlich aus dem Bulbus duodeni",
        "Ausschließlich aus dem terminalen Ileum im Rahmen einer Ileokoloskopie",
        "Ausschließlich aus Magenkorpus und Magenantrum",
        "Eine einzelne Biopsie aus dem distalen Ösophagus",
        "Nur aus makroskopisch auffälligen Schleimhautarealen des Duodenums",
      ],
    },
    {
      text: "Welcher histologische Befund entspricht einem Marsh-Oberhuber-Typ 3?",
      options: [
        "Zottenatrophie mit Kryptenhyperplasie und vermehrten intraepithelialen Lymphozyten",
        "Isolierte Vermehrung intraepithelialer Lymphozyten bei vollständig normaler Zottenarchitektur",
        "Normale Dünndarmschleimhaut ohne entzündliche Veränderungen",
        "Epitheloidzellige Granulome mit mehrkernigen Riesenzellen in Submukosa und Muscularis",
        "Verdicktes subepitheliales Kollagenband unter dem Oberflächenepithel",
      ],
    },
    {
      text: "Welches Arzneimittel ist als Ursache einer seronegativen, zöliakieähnlichen Zottenatrophie beschrieben?",
      options: ["Olmesartan", "Ramipril", "Metoprolol", "Amlodipin", "Hydrochlorothiazid"],
    },
    {
      text: "Unter welcher Voraussetzung kann bei Kindern nach ESPGHAN 2020 auf die Duodenalbiopsie verzichtet werden?",
      options: [
        "Transglutaminase-IgA ≥ 10-fach über Norm, Endomysium-IgA in zweiter Probe positiv",
        "Leicht erhöhte Transglutaminase-IgA bei typischen gastrointestinalen Symptomen",
        "Nachweis von HLA-DQ2 ohne weitere serologische Diagnostik bei positiver Familienanamnese",
        "Positive Antikörper gegen natives Gliadin (IgG) bei Gedeihstörung",
        "Besserung der Beschwerden nach vier Wochen glutenfreier Ernährung",
      ],
    },
    {
      text: "Bei welcher Personengruppe ist eine serologische Untersuchung auf Zöliakie auch ohne Beschwerden sinnvoll?",
      options: [
        "Verwandte ersten Grades von Menschen mit Zöliakie",
        "Menschen mit essenzieller arterieller Hypertonie unter Therapie",
        "Personen mit saisonaler allergischer Rhinitis (Heuschnupfen)",
        "Menschen mit primärer Varikosis der Beinvenen",
        "Menschen mit familiärer Hypercholesterinämie",
      ],
    },
    {
      text: "Welches genetische Syndrom geht mit einem erhöhten Zöliakierisiko einher?",
      options: [
        "Down-Syndrom (Trisomie 21)",
        "Marfan-Syndrom (Fibrillin-1-Mutation)",
        "Hämophilie A (Faktor-VIII-Mangel)",
        "Chorea Huntington",
        "Neurofibromatose Typ 1",
      ],
    },
    {
      text: "Welche Empfehlung gilt für Kinder und Jugendliche mit Typ-1-Diabetes im Hinblick auf Zöliakie?",
      options: [
        "Serologisches Screening bei Diagnose und im Verlauf, auch ohne Beschwerden",
        "Screening ausschließlich bei ungewolltem Gewichtsverlust",
        "Prophylaktische glutenfreie Ernährung ab Diagnose des Diabetes",
        "Jährliche Wiederholung der HLA-DQ2/DQ8-Typisierung im Rahmen der Diabeteskontrollen",
        "Duodenalbiopsie bei jedem Kind mit neu diagnostiziertem Diabetes",
      ],
    },
    {
      text: "Welcher Befund ist eine typische extraintestinale Manifestation der Zöliakie?",
      options: [
        "Eisenmangelanämie ohne erkennbare Blutungsquelle",
        "Polyglobulie mit erhöhtem Hämatokrit",
        "Hyperkalzämie mit Nephrokalzinose",
        "Erythema nodosum an beiden Unterschenkeln",
        "Hypertensive Krisen mit Kopfschmerzen",
      ],
    },
    {
      text: "Welche Aussage zur Dermatitis herpetiformis Duhring trifft zu?",
      options: [
        "Sie ist eine kutane Manifestation der Zöliakie und spricht auf glutenfreie Ernährung an.",
        "Sie wird durch eine Reaktivierung von Herpes-simplex-Viren verursacht.",
        "Sie zeigt lineare IgG-Ablagerungen entlang der Basalmembran.",
        "Sie tritt ausschließlich im Säuglings- und Kleinkindalter auf.",
        "Sie wird primär mit systemischen Virostatika wie Aciclovir über mehrere Monate behandelt.",
      ],
    },
    {
      text: "Ein Patient mit neu diagnostizierter Zöliakie hat leicht erhöhte Transaminasen ohne andere erkennbare Ursache. Was ist zu erwarten?",
      options: [
        "Normalisierung unter konsequenter glutenfreier Ernährung",
        "Fortschreiten zur Leberzirrhose trotz glutenfreier Diät",
        "Notwendigkeit einer baldigen Lebertransplantation",
        "Zwingende Leberbiopsie vor Beginn der glutenfreien Diät",
        "Dauerhafte Therapie mit Ursodeoxycholsäure erforderlich",
      ],
    },
    {
      text: "Welche Therapie ist bei gesicherter Zöliakie Standard?",
      options: [
        "Lebenslange, strikt glutenfreie Ernährung",
        "Glutenarme Ernährung für sechs Monate",
        "Dauertherapie mit oralem Budesonid",
        "Substitution von Pankreasenzymen zu den Mahlzeiten",
        "Glutenfreie Ernährung nur bei Beschwerden",
      ],
    },
    {
      text: "Welches Getreide bzw. Pseudogetreide ist von Natur aus glutenfrei?",
      options: ["Buchweizen", "Dinkel", "Wintergerste", "Khorasan-Weizen", "Grünkern"],
    },
    {
      text: "Welche Aussage zur Kennzeichnung „glutenfrei“ auf Lebensmitteln in der EU trifft zu?",
      options: [
        "Das Lebensmittel enthält höchstens 20 mg Gluten pro Kilogramm.",
        "Das Lebensmittel enthält höchstens 100 mg Gluten pro Kilogramm.",
        "Das Produkt ist frei von Weizen, darf aber Gerstenmalz enthalten.",
        "Die Kennzeichnung ist ausschließlich für Säuglingsnahrung geregelt.",
        "Die Angabe bezieht sich nur auf Weizenstärke, nicht auf Roggen oder Gerste.",
      ],
    },
    {
      text: "Welche Maßnahme ist nach Diagnosestellung einer Zöliakie empfohlen?",
      options: [
        "Ernährungstherapie durch eine qualifizierte Ernährungsfachkraft",
        "Glutenbelastung nach drei Monaten zur Bestätigung der Diagnose",
        "Prophylaktische Gabe von Budesonid im ersten Therapiejahr nach Diagnose",
        "Jährliche Kapselendoskopie zur Verlaufskontrolle der Dünndarmschleimhaut",
        "Lebenslanger Verzicht auf sämtliche Milchprodukte",
      ],
    },
    {
      text: "Welche Aussage zur Verlaufskontrolle der Transglutaminase-IgA unter glutenfreier Ernährung trifft zu?",
      options: [
        "Ein Abfall spricht für Diätadhärenz, belegt aber keine Schleimhautheilung.",
        "Die Antikörper normalisieren sich typischerweise innerhalb einer Woche nach Diätbeginn.",
        "Ein erneuter Anstieg ist für die Beratung der Patientin ohne jede Bedeutung.",
        "Nach Diagnosestellung ist die Kontrolle der Antikörper nicht sinnvoll.",
        "Normalwerte beweisen die vollständige Heilung der Dünndarmschleimhaut.",
      ],
    },
    {
      text: "Was ist die häufigste Ursache persistierender Beschwerden unter vermeintlich glutenfreier Ernährung?",
      options: [
        "Unbeabsichtigte Glutenaufnahme",
        "Refraktäre Zöliakie Typ II",
        "Enteropathie-assoziiertes T-Zell-Lymphom",
        "Kollagene Sprue",
        "Autoimmunenteropathie",
      ],
    },
    {
      text: "Wann spricht man von einer refraktären Zöliakie?",
      options: [
        "Bei persistierender Zottenatrophie und Symptomen trotz ≥ 12 Monaten strikter Diät",
        "Bei noch erhöhten Antikörpern in den ersten vier Wochen der glutenfreien Ernährung",
        "Bei fehlender Besserung nach einer Woche glutenfreier Ernährung trotz guter Adhärenz",
        "Bei jeder Zöliakie mit begleitendem selektivem IgA-Mangel",
        "Bei Erstdiagnose der Zöliakie nach dem 60. Lebensjahr",
      ],
    },
    {
      text: "Welches Merkmal kennzeichnet die refraktäre Zöliakie Typ II?",
      options: [
        "Aberrante intraepitheliale Lymphozyten mit klonalem T-Zell-Rezeptor-Rearrangement",
        "Normale Zottenarchitektur bei persistierend hoch erhöhten Transglutaminase-Antikörpern",
        "Ausschließlich polyklonale, phänotypisch normale intraepitheliale Lymphozyten",
        "Spontane Ausheilung ohne Therapie innerhalb eines Jahres",
        "Fehlender Nachweis von HLA-DQ2 und HLA-DQ8 bei allen Betroffenen dieser Form",
      ],
    },
    {
      text: "Welche Komplikation ist mit der refraktären Zöliakie Typ II besonders assoziiert?",
      options: [
        "Enteropathie-assoziiertes T-Zell-Lymphom",
        "Hepatozelluläres Karzinom bei Leberzirrhose",
        "Klassisches Hodgkin-Lymphom mit Reed-Sternberg-Zellen",
        "Adenokarzinom des Magens",
        "Duktales Adenokarzinom des Pankreas",
      ],
    },
    {
      text: "Welche Laboruntersuchungen sind bei Diagnosestellung einer Zöliakie im Erwachsenenalter sinnvoll?",
      options: [
        "Eisenstatus, Folsäure, Vitamin B12 und Vitamin D",
        "Tumormarker CEA und CA 19-9 zum Lymphomausschluss",
        "Spezifisches IgE gegen ein Panel von Nahrungsmitteln",
        "Immunfixation und Bence-Jones-Proteine im Urin",
        "Procalcitonin und Blutkulturen zum Infektausschluss",
      ],
    },
    {
      text: "Welche Aussage zur Einführung von Gluten in die Säuglingsernährung trifft zu?",
      options: [
        "Weder Stillen noch ein bestimmter Einführungszeitpunkt verhindern eine Zöliakie.",
        "Gluten sollte bei allen Kindern bis zum dritten Lebensjahr gemieden werden.",
        "Stillen während der Glutenaufnahme schützt zuverlässig vor einer Zöliakie.",
        "Kinder von Betroffenen sollen von Geburt an lebenslang glutenfrei ernährt werden.",
        "Gluten muss zur Toleranzentwicklung vor dem vierten Lebensmonat eingeführt werden.",
      ],
    },
    {
      text: "Welche Aussage zur Nicht-Zöliakie-Weizensensitivität trifft zu?",
      options: [
        "Sie ist eine Ausschlussdiagnose nach Abklärung von Zöliakie und Weizenallergie.",
        "Sie wird durch stark erhöhte Transglutaminase-IgA-Antikörper nachgewiesen.",
        "Sie ist histologisch durch eine ausgeprägte Zottenatrophie im Duodenum gekennzeichnet.",
        "Sie wird durch den Nachweis von spezifischem IgE gegen Weizen im Serum belegt.",
        "Sie setzt das Vorliegen von HLA-DQ2 oder HLA-DQ8 zwingend voraus.",
      ],
    },
    {
      text: "Welche Aussage zu Hafer in der glutenfreien Ernährung trifft zu?",
      options: [
        "Reiner, nicht kontaminierter Hafer ist für die meisten Betroffenen verträglich.",
        "Hafer enthält mehr zöliakieauslösendes Gluten als Weizen.",
        "Hafer ist für die meisten Betroffenen wegen einer Kreuzreaktion unverträglich.",
        "Hafer ist nur in Form von Haferkleie für Betroffene geeignet.",
        "Haferprodukte beschleunigen nachweislich die Heilung der Zottenatrophie.",
      ],
    },
    {
      text: "Warum kann zu Beginn der glutenfreien Ernährung eine vorübergehende Reduktion von Laktose sinnvoll sein?",
      options: [
        "Wegen eines sekundären Laktasemangels bei Zottenatrophie",
        "Weil Laktose selbst Gluten enthält",
        "Weil Milcheiweiß die Transglutaminase-Antikörper erhöht",
        "Weil regelhaft zusätzlich eine Kuhmilchallergie vorliegt",
        "Weil Laktose die Aufnahme von Eisen im Duodenum blockiert",
      ],
    },
    {
      text: "Welche Aussage zum Manifestationsalter der Zöliakie trifft zu?",
      options: [
        "Die Erstdiagnose ist in jedem Lebensalter möglich, auch bei älteren Menschen.",
        "Die Erkrankung manifestiert sich ausschließlich im Kleinkindalter.",
        "Nach dem 40. Lebensjahr tritt eine Zöliakie praktisch nicht mehr erstmals auf.",
        "Die Zöliakie des Kindesalters heilt in der Pubertät regelhaft aus.",
        "Bei Erwachsenen verläuft die Erkrankung stets mit chronischen wässrigen Durchfällen.",
      ],
    },
    {
      text: "Welche Aussage zu Endomysium-IgA-Antikörpern trifft zu?",
      options: [
        "Sie haben eine sehr hohe Spezifität und dienen vor allem der Bestätigung.",
        "Sie sind auch bei selektivem IgA-Mangel zuverlässig positiv.",
        "Sie werden als vollautomatisierter ELISA bestimmt.",
        "Sie bleiben unter glutenfreier Ernährung lebenslang positiv.",
        "Sie sind spezifisch für eine IgE-vermittelte Weizenallergie.",
      ],
    },
    {
      text: "Welcher Hinweis ist in der Beratung zur glutenfreien Ernährung zutreffend?",
      options: [
        "Auch Spuren durch Kreuzkontamination, etwa über den Toaster, sind relevant.",
        "Kleine Glutenmengen sind unbedenklich, solange keine Beschwerden auftreten.",
        "Nudeln aus Weizen verlieren ihr Gluten beim Kochen in Salzwasser vollständig.",
        "Dinkel ist als Urgetreide für Menschen mit Zöliakie gut geeignet.",
        "Bier aus Gerstenmalz ist durch den Gärprozess grundsätzlich glutenfrei.",
      ],
    },
  ],
};
