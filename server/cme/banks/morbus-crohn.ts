import type { TopicBank } from "./types.ts";

export const MORBUS_CROHN: TopicBank = {
  topic: "Morbus Crohn",
  field: "gastroenterologie",
  sources: [
    {
      text: "Aktualisierte S3-Leitlinie Diagnostik und Therapie des Morbus Crohn (DGVS, AWMF-Register-Nr. 021-004, 2024)",
      url: "https://register.awmf.org/de/leitlinien/detail/021-004",
    },
    {
      text: "ECCO Guidelines on Therapeutics in Crohn's Disease: Medical Treatment (ECCO, Journal of Crohn's and Colitis 2024)",
      url: null,
    },
    {
      text: "ECCO-ESGAR Guideline for Diagnostic Assessment in IBD (ECCO, ESGAR, Journal of Crohn's and Colitis 2019)",
      url: null,
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Epidemiologie des Morbus Crohn trifft zu?",
      options: [
        "Der Häufigkeitsgipfel der Erstmanifestation liegt im jungen Erwachsenenalter.",
        "Die Erkrankung tritt fast ausschließlich nach dem 70. Lebensjahr auf.",
        "Die Prävalenz in Deutschland ist seit Jahren deutlich rückläufig.",
        "Männer sind etwa zehnmal häufiger betroffen als Frauen.",
        "In Deutschland sind nur wenige Hundert Menschen betroffen.",
      ],
    },
    {
      text: "Welche Aussage zum Rauchen bei Morbus Crohn trifft zu?",
      options: [
        "Rauchen verschlechtert den Verlauf; ein Rauchstopp soll empfohlen werden.",
        "Rauchen schützt vor Schüben und sollte daher nicht beendet werden.",
        "Rauchen beeinflusst nur die Colitis ulcerosa, nicht aber den Morbus Crohn.",
        "Ein Rauchstopp erhöht das Risiko eines postoperativen Rezidivs deutlich.",
        "Nikotinpflaster sind beim Morbus Crohn zur Remissionserhaltung zugelassen.",
      ],
    },
    {
      text: "Varianten welches Gens sind mit einem erhöhten Risiko für einen Morbus Crohn mit Ileumbefall assoziiert?",
      options: ["NOD2", "CFTR", "HFE", "BRCA1", "APC"],
    },
    {
      text: "Welcher histologische Befund spricht bei einer chronisch-entzündlichen Darmerkrankung am ehesten für einen Morbus Crohn?",
      options: [
        "Epitheloidzellige, nicht verkäsende Granulome",
        "Kontinuierliche, auf die Mukosa begrenzte Entzündung",
        "Verkäsende Granulome mit säurefesten Stäbchen",
        "Subepitheliales Kollagenband von mehr als 10 µm Dicke",
        "Vermehrte intraepitheliale Lymphozyten ohne Architekturstörung",
      ],
    },
    {
      text: "Welches Befallsmuster ist für den Morbus Crohn typisch?",
      options: [
        "Diskontinuierlich und transmural, bevorzugt im terminalen Ileum",
        "Kontinuierlich vom Rektum aus, auf die Mukosa begrenzt",
        "Ausschließlich Magen und Duodenum, ohne Befall des Darms",
        "Isolierter Befall des Ösophagus mit longitudinalen Ulzera",
        "Segmentaler Befall des Sigmas im Bereich von Divertikeln",
      ],
    },
    {
      text: "Was beschreibt die Kategorie B3 in der Montreal-Klassifikation des Morbus Crohn?",
      options: [
        "Penetrierendes (fistulierendes) Krankheitsverhalten",
        "Strikturierendes Krankheitsverhalten",
        "Ileokolischer Befall",
        "Erkrankungsbeginn nach dem 40. Lebensjahr",
        "Mitbefall des oberen Gastrointestinaltrakts (Ösophagus, Magen, Duodenum)",
      ],
    },
    {
      text: "Wofür wird der Rutgeerts-Score verwendet?",
      options: [
        "Endoskopische Einteilung des postoperativen Rezidivs",
        "Klassifikation perianaler Fisteln im Becken-MRT",
        "Histologische Graduierung intraepithelialer Neoplasien",
        "Beurteilung der Stenoselänge in der Darmsonografie",
        "Einteilung der klinischen Aktivität bei Colitis ulcerosa",
      ],
    },
    {
      text: "Welche Untersuchungen gehören zur Primärdiagnostik bei Verdacht auf Morbus Crohn?",
      options: [
        "Ileokoloskopie mit Stufenbiopsien und Dünndarmbildgebung (MRT oder Sonografie)",
        "Alleinige Computertomografie des Abdomens ohne endoskopische Diagnostik",
        "Kapselendoskopie vor jeder Ileokoloskopie, auch bei Verdacht auf Stenosen",
        "Röntgen-Abdomenübersicht und Bestimmung der Serumlipase",
        "Sigmoidoskopie ohne Biopsien und eine einmalige Stuhlkultur",
      ],
    },
    {
      text: "Welche Aussage zum fäkalen Calprotectin beim Morbus Crohn trifft zu?",
      options: [
        "Es korreliert mit der intestinalen Entzündungsaktivität.",
        "Es ist spezifisch für Morbus Crohn und grenzt ihn von der Colitis ulcerosa ab.",
        "Es bleibt bei infektiösen Darmerkrankungen stets im Normbereich.",
        "Es ersetzt bei Erstdiagnose die Ileokoloskopie mit Biopsien.",
        "Es ist nur bei isoliertem Befall des oberen Dünndarms aussagekräftig.",
      ],
    },
    {
      text: "Welche Diagnostik ist bei einem akuten Crohn-Schub vor einer Therapieeskalation angezeigt?",
      options: [
        "Ausschluss infektiöser Ursachen, u. a. Clostridioides difficile",
        "Bestimmung von pANCA und ASCA zur Messung der Krankheitsaktivität",
        "Computertomografie des Abdomens bei jedem Schub zur Aktivitätsbeurteilung",
        "HLA-B27-Typisierung zur Abschätzung der Prognose",
        "Bestimmung des Gesamt-IgE im Serum",
      ],
    },
    {
      text: "Welche Therapie ist zur Remissionsinduktion bei leichter bis mäßiger Aktivität eines auf Ileum und Zökum begrenzten Morbus Crohn empfohlen?",
      options: [
        "Budesonid oral",
        "Mesalazin als Klysma",
        "Azathioprin als Monotherapie",
        "Metronidazol oral",
        "Ciprofloxacin als Dauertherapie",
      ],
    },
    {
      text: "Welche Aussage zu systemischen Glukokortikoiden beim Morbus Crohn trifft zu?",
      options: [
        "Sie wirken zur Induktion, eignen sich aber nicht zur Remissionserhaltung.",
        "Sie sind das Mittel der Wahl zur langfristigen Remissionserhaltung.",
        "Sie erhöhen bei längerer Anwendung das Osteoporoserisiko nicht.",
        "Sie wirken bei perianalen Fisteln besser als Anti-TNF-Antikörper.",
        "Sie sollen bei einem Abszess vor der Drainage zur Entzündungshemmung hoch dosiert gegeben werden.",
      ],
    },
    {
      text: "Welche Substanz ist zur Remissionserhaltung beim Morbus Crohn NICHT geeignet?",
      options: ["Mesalazin", "Azathioprin", "Infliximab", "Ustekinumab", "Vedolizumab"],
    },
    {
      text: "Welche Aussage zu Thiopurinen (Azathioprin) beim Morbus Crohn trifft zu?",
      options: [
        "Als Monotherapie sind sie zur Remissionsinduktion zu langsam wirksam.",
        "Sie wirken innerhalb von 24 Stunden und ersetzen im Schub die Glukokortikoide.",
        "Sie sind in der Schwangerschaft absolut kontraindiziert und vorher abzusetzen.",
        "Unter Thiopurinen sind Lebendimpfungen ohne Einschränkung unbedenklich.",
        "Sie senken das Risiko für nicht melanozytären Hautkrebs deutlich.",
      ],
    },
    {
      text: "Welche Untersuchung ist vor Beginn einer Therapie mit Azathioprin empfohlen?",
      options: [
        "Bestimmung der TPMT-Aktivität oder des TPMT-Genotyps",
        "Bestimmung der Glukose-6-phosphat-Dehydrogenase-Aktivität",
        "Typisierung auf HLA-B*57:01",
        "Bestimmung der Dihydropyrimidin-Dehydrogenase-Aktivität",
        "Messung der Aktivität der Butyrylcholinesterase",
      ],
    },
    {
      text: "Welche Arzneimittelwechselwirkung ist bei Azathioprin besonders zu beachten?",
      options: [
        "Allopurinol hemmt den Abbau und erhöht das Myelotoxizitätsrisiko.",
        "Pantoprazol senkt die Wirkspiegel von Azathioprin um mehr als die Hälfte.",
        "Paracetamol verursacht in Kombination mit Azathioprin eine Laktatazidose.",
        "Colecalciferol hebt die immunsuppressive Wirkung von Azathioprin auf.",
        "Metformin führt zu einer gefährlichen Kumulation der Thioguaninnukleotide.",
      ],
    },
    {
      text: "Welche Aussage zu Methotrexat beim Morbus Crohn trifft zu?",
      options: [
        "In der Schwangerschaft ist es kontraindiziert; sichere Verhütung ist nötig.",
        "Es wird in niedriger Dosis täglich oral eingenommen.",
        "Eine begleitende Folsäuregabe ist unter Methotrexat wegen Wirkverlust kontraindiziert.",
        "Es ist das Mittel der ersten Wahl bei komplexen perianalen Fisteln mit Abszess.",
        "Es ist beim Morbus Crohn nur für Kinder unter zwölf Jahren vorgesehen.",
      ],
    },
    {
      text: "Welche Aussage zur Kombination von Infliximab mit Azathioprin trifft zu?",
      options: [
        "Sie ist wirksamer als eine Infliximab-Monotherapie und vermindert die Immunogenität.",
        "Sie ist wegen schwerer pharmakokinetischer Interaktionen kontraindiziert.",
        "Sie ist weniger wirksam als eine Monotherapie mit Azathioprin.",
        "Sie fördert die Bildung von Antikörpern gegen Infliximab.",
        "Sie wird ausschließlich bei der Colitis ulcerosa eingesetzt.",
      ],
    },
    {
      text: "Welche Untersuchung ist vor Beginn einer Anti-TNF-Therapie obligat?",
      options: [
        "Ausschluss einer latenten Tuberkulose",
        "Koloskopie zum Karzinomausschluss",
        "Echokardiografie bei allen Patienten",
        "Bestimmung der TPMT-Aktivität",
        "Knochenmarkpunktion mit Zytologie",
      ],
    },
    {
      text: "Welches Vorgehen bei Impfungen ist für Menschen mit Morbus Crohn unter Immunsuppression empfohlen?",
      options: [
        "Totimpfstoffe nach STIKO geben; Lebendimpfungen möglichst vor Therapiebeginn",
        "Alle Impfungen bis zum Ende der immunsuppressiven Therapie aufschieben",
        "Lebendimpfstoffe bevorzugt während einer laufenden Biologikatherapie verabreichen",
        "Auf die saisonale Influenzaimpfung unter Immunsuppression grundsätzlich verzichten",
        "Nicht impfen, da Impfungen regelhaft einen Crohn-Schub auslösen",
      ],
    },
    {
      text: "Welcher Wirkmechanismus liegt Vedolizumab zugrunde?",
      options: [
        "Darmselektive Blockade des α4β7-Integrins",
        "Bindung an die p40-Untereinheit von IL-12 und IL-23",
        "Neutralisation von Tumornekrosefaktor alpha",
        "Hemmung der Januskinase 1",
        "Depletion CD20-positiver B-Lymphozyten",
      ],
    },
    {
      text: "Welche Aussage zu JAK-Inhibitoren wie Upadacitinib beim Morbus Crohn trifft zu?",
      options: [
        "Ab 65 Jahren oder bei kardiovaskulärem Risiko sind sie nur ohne geeignete Alternative angezeigt.",
        "Sie werden als Infusion alle acht Wochen verabreicht.",
        "Sie erhöhen das Risiko für einen Herpes zoster nicht.",
        "Sie wirken über eine Neutralisation von TNF-alpha.",
        "Sie sind in der Schwangerschaft Mittel der ersten Wahl bei aktivem, steroidrefraktärem Morbus Crohn.",
      ],
    },
    {
      text: "Ein Patient verliert unter Adalimumab nach initialem Ansprechen die Wirkung. Welches Vorgehen ist sinnvoll?",
      options: [
        "Talspiegel und Anti-Adalimumab-Antikörper bestimmen",
        "Umstellung auf Mesalazin in hoher Dosis zur Remissionserhaltung",
        "Dauerhafte Kombination mit systemischen Glukokortikoiden",
        "Beendigung jeder medikamentösen Therapie für sechs Monate",
        "Symptomatische Therapie mit Loperamid ohne weitere Diagnostik",
      ],
    },
    {
      text: "Welche Diagnostik ist bei Verdacht auf eine komplexe perianale Fistel bei Morbus Crohn empfohlen?",
      options: [
        "Becken-MRT und Untersuchung in Narkose",
        "Alleinige Fistulografie mit Röntgenkontrastmittel",
        "Computertomografie des Abdomens ohne Kontrastmittel",
        "Koloskopie ohne weitere Schnittbildgebung",
        "Digital-rektale Untersuchung als alleinige Diagnostik",
      ],
    },
    {
      text: "Wie wird eine komplexe perianale Crohn-Fistel mit Abszess primär behandelt?",
      options: [
        "Abszessdrainage und Fadendrainage, danach z. B. Anti-TNF-Therapie",
        "Sofortige hoch dosierte systemische Glukokortikoidtherapie",
        "Alleinige Gabe von Mesalazin-Suppositorien über mehrere Monate",
        "Primäre Fistelspaltung mit Durchtrennung relevanter Anteile des Schließmuskels",
        "Abwarten ohne Therapie bis zur spontanen Abheilung der Fistel",
      ],
    },
    {
      text: "Bei einem Patienten mit Morbus Crohn wird ein 4 cm großer intraabdomineller Abszess nachgewiesen. Welches Vorgehen ist zunächst angezeigt?",
      options: [
        "Antibiotikatherapie und Drainage vor einer Immunsuppression",
        "Sofortiger Beginn einer Anti-TNF-Therapie ohne vorherige Drainage des Abszesses",
        "Hoch dosierte Prednisolon-Stoßtherapie über drei Tage",
        "Budesonid oral und Verlaufskontrolle in drei Monaten mittels MRT",
        "Azathioprin als alleinige Therapie des Abszesses",
      ],
    },
    {
      text: "Welche Therapie ist bei einer kurzstreckigen, fibrotischen Ileumstenose mit obstruktiven Beschwerden eine etablierte Option?",
      options: [
        "Endoskopische Ballondilatation",
        "Hoch dosierte systemische Glukokortikoide",
        "Mesalazin in hoher Dosis",
        "Langzeitantibiose mit Ciprofloxacin",
        "Exklusive Therapie mit Probiotika",
      ],
    },
    {
      text: "Welche Aussage zur Ileozökalresektion beim Morbus Crohn trifft zu?",
      options: [
        "Bei begrenztem Ileozökalbefall ist sie eine Alternative zur Biologikatherapie.",
        "Sie heilt den Morbus Crohn dauerhaft und macht jede Nachsorge überflüssig.",
        "Sie ist erst nach dem Versagen aller verfügbaren Biologika zulässig.",
        "Nach der Resektion tritt kein endoskopisches Rezidiv mehr auf.",
        "Sie ist bei strikturierendem Verlauf grundsätzlich kontraindiziert.",
      ],
    },
    {
      text: "Wann ist nach einer Ileozökalresektion wegen Morbus Crohn eine Ileokoloskopie zur Beurteilung eines Rezidivs empfohlen?",
      options: [
        "Nach 6 bis 12 Monaten",
        "Nach 2 Wochen",
        "Nach 5 Jahren",
        "Nur bei erneuten Beschwerden",
        "Erst nach 10 Jahren",
      ],
    },
    {
      text: "Ein Patient hat nach Resektion von etwa 40 cm terminalem Ileum wässrige Durchfälle ohne Entzündungszeichen. Welche Therapie ist naheliegend?",
      options: [
        "Gallensäurebinder wie Colestyramin",
        "Pankreasenzyme in hoher Dosis zu allen Mahlzeiten",
        "Laktulose in langsam aufsteigender Dosierung",
        "Hoch dosiertes Prednisolon",
        "Protonenpumpenhemmer",
      ],
    },
    {
      text: "Welche extraintestinale Manifestation verläuft typischerweise parallel zur intestinalen Entzündungsaktivität?",
      options: [
        "Erythema nodosum",
        "Primär sklerosierende Cholangitis",
        "Axiale Spondyloarthritis",
        "Uveitis anterior",
        "Steroidinduzierte Osteoporose",
      ],
    },
    {
      text: "Welche Eisensubstitution ist bei Morbus Crohn mit aktiver Entzündung und Eisenmangelanämie bevorzugt?",
      options: [
        "Intravenöse Eisengabe",
        "Hoch dosiertes orales Eisen mehrmals täglich",
        "Erythrozytenkonzentrate als Standardtherapie",
        "Erythropoetin ohne Eisensubstitution",
        "Verzicht auf Eisen bis zum Erreichen der Remission",
      ],
    },
    {
      text: "Ab wann ist bei einem Morbus Crohn mit ausgedehntem Kolonbefall eine Überwachungskoloskopie zur Karzinomprävention empfohlen?",
      options: [
        "Etwa acht Jahre nach Symptombeginn",
        "Erst ab dem 50. Lebensjahr wie in der Allgemeinbevölkerung",
        "Nur bei sichtbarem Blut im Stuhl",
        "Frühestens 20 Jahre nach Symptombeginn",
        "Nie, da beim Morbus Crohn kein erhöhtes Karzinomrisiko besteht",
      ],
    },
    {
      text: "Welche Therapie ist bei Kindern mit aktivem luminalem Morbus Crohn zur Remissionsinduktion als Erstlinientherapie empfohlen?",
      options: [
        "Exklusive enterale Ernährung mit Formulanahrung",
        "Dauerhafte glutenfreie und laktosefreie Ernährung",
        "Laktosefreie Diät ohne Medikation",
        "Alleinige Therapie mit Probiotika über mehrere Monate",
        "Mesalazin-Suppositorien",
      ],
    },
    {
      text: "Welche Differenzialdiagnose ist bei ileozökaler Entzündung vor Beginn einer Immunsuppression insbesondere bei Herkunft aus einem Hochprävalenzgebiet auszuschließen?",
      options: [
        "Intestinale Tuberkulose",
        "Sigmadivertikulitis mit Abszess",
        "Ischämische Kolitis bei Vorhofflimmern",
        "Mikroskopische Kolitis",
        "Reizdarmsyndrom",
      ],
    },
    {
      text: "Welche Aussage zur psychosozialen Versorgung bei Morbus Crohn trifft zu?",
      options: [
        "Angst und Depression sind gehäuft und sollten aktiv erfragt werden.",
        "Psychische Belastungen sind die eigentliche Ursache des Morbus Crohn.",
        "Eine Psychotherapie ersetzt die medikamentöse Therapie im Schub.",
        "Psychische Komorbiditäten sind nicht häufiger als in der Allgemeinbevölkerung.",
        "Antidepressiva sind beim Morbus Crohn grundsätzlich kontraindiziert.",
      ],
    },
  ],
};
