import type { TopicBank } from "./types.ts";

export const ASTHMA_BRONCHIALE: TopicBank = {
  topic: "Asthma bronchiale",
  field: "pneumologie",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie Asthma, 5. Auflage (BÄK, KBV, AWMF 2024)",
      url: "https://www.leitlinien.de/themen/asthma",
    },
    {
      text: "S2k-Leitlinie zur fachärztlichen Diagnostik und Therapie von Asthma (DGP 2023, AWMF-Register 020-009)",
      url: "https://register.awmf.org/de/leitlinien/detail/020-009",
    },
    {
      text: "Global Strategy for Asthma Management and Prevention (GINA 2024)",
      url: "https://ginasthma.org/reports/",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Definition des Asthma bronchiale trifft zu?",
      options: [
        "Chronisch-entzündliche Atemwegserkrankung mit bronchialer Hyperreagibilität und variabler Obstruktion",
        "Fixierte, nach Bronchodilatation nicht reversible Obstruktion infolge einer Destruktion des Lungenparenchyms",
        "Primär infektiöse Erkrankung der kleinen Atemwege mit dauerhaft verminderter Diffusionskapazität",
        "Allergisch bedingte Erkrankung, die durch ein erhöhtes Gesamt-IgE im Serum definiert ist",
        "Restriktive Ventilationsstörung infolge fibrotischer Umbauprozesse des Lungeninterstitiums",
      ],
    },
    {
      text: "Welcher Befund im Bronchodilatationstest spricht bei passender Klinik für ein Asthma bronchiale?",
      options: [
        "Zunahme der FEV1 um ≥ 12 % und ≥ 200 ml gegenüber dem Ausgangswert",
        "Zunahme der Vitalkapazität um 5 % ohne jede Änderung der FEV1",
        "Abnahme der FEV1 um 20 % nach Inhalation eines kurzwirksamen Beta-2-Sympathomimetikums",
        "Zunahme der FEV1 um 50 ml bei unverändertem Tiffeneau-Index",
        "Normaler Tiffeneau-Index bei erniedrigter totaler Lungenkapazität",
      ],
    },
    {
      text: "Eine Patientin berichtet über anfallsartigen Husten und Atemnot; die Spirometrie im beschwerdefreien Intervall ist normal. Welche Untersuchung ist zur weiteren Abklärung eines Asthmaverdachts geeignet?",
      options: [
        "Unspezifische bronchiale Provokation, z. B. mit Methacholin",
        "Bestimmung des Alpha-1-Antitrypsin-Spiegels im Serum",
        "Hochauflösende Computertomographie des Thorax",
        "Messung der Diffusionskapazität für Kohlenmonoxid",
        "Ventilations-Perfusions-Szintigraphie der Lunge",
      ],
    },
    {
      text: "Welche Aussage zur Messung des fraktionierten exhalierten Stickstoffmonoxids (FeNO) trifft zu?",
      options: [
        "Ein erhöhter Wert spricht für eine Typ-2-Entzündung der Atemwege.",
        "Ein erhöhter Wert beweist ein Asthma und macht eine Lungenfunktionsprüfung entbehrlich.",
        "Bei aktiven Rauchern ist der Wert typischerweise erhöht und daher besonders aussagekräftig.",
        "Der Wert dient vor allem dem Nachweis einer neutrophilen Entzündung der Atemwege.",
        "Unter inhalativen Kortikosteroiden steigt der Wert typischerweise deutlich an.",
      ],
    },
    {
      text: "Welches Merkmal der letzten vier Wochen spricht für eine unzureichende Asthmakontrolle?",
      options: [
        "Nächtliches Erwachen durch Asthmabeschwerden",
        "Einmaliger Einsatz der Bedarfsmedikation pro Woche",
        "Normaler FeNO-Wert unter laufender ICS-Therapie",
        "Positiver Pricktest auf Hausstaubmilben",
        "Gelegentliches Niesen während der Pollensaison",
      ],
    },
    {
      text: "Welche Aussage zu langwirksamen Beta-2-Sympathomimetika (LABA) in der Asthmatherapie trifft zu?",
      options: [
        "Sie sollen nur zusammen mit einem inhalativen Kortikosteroid angewendet werden.",
        "Sie sind als Monotherapie die bevorzugte Dauertherapie bei leichtem Asthma.",
        "Sie ersetzen bei guter Symptomkontrolle das inhalative Kortikosteroid vollständig.",
        "Sie sind wegen fehlender Wirksamkeit zur Asthmatherapie nicht zugelassen.",
        "Sie werden als Dauertherapie bevorzugt in oraler Form verabreicht.",
      ],
    },
    {
      text: "Welche Bedarfstherapie bevorzugt GINA 2024 für Erwachsene und Jugendliche mit leichtem Asthma (Stufen 1–2)?",
      options: [
        "Niedrig dosiertes ICS-Formoterol bei Bedarf",
        "Kurzwirksames Beta-2-Sympathomimetikum allein",
        "Langwirksames Anticholinergikum bei Bedarf",
        "Retardiertes Theophyllin als Bedarfsmedikation",
        "Montelukast als alleinige Bedarfsmedikation",
      ],
    },
    {
      text: "Was versteht man in der Asthmatherapie unter MART (Maintenance and Reliever Therapy)?",
      options: [
        "Ein ICS-Formoterol-Präparat dient zugleich als Dauer- und als Bedarfstherapie.",
        "Ein LABA dient als Dauertherapie, ein ICS wird ausschließlich bei Bedarf inhaliert.",
        "Ein orales Kortikosteroid wird monatlich im Wechsel mit einem Biologikum gegeben.",
        "Ein SABA wird als Basistherapie regelmäßig viermal täglich inhaliert.",
        "Ein LAMA wird als Bedarfstherapie mit einem Leukotrienantagonisten kombiniert.",
      ],
    },
    {
      text: "Warum eignet sich Formoterol, nicht aber Salmeterol, als Bedarfskomponente einer ICS-LABA-Fixkombination?",
      options: [
        "Formoterol wirkt rasch, Salmeterol setzt verzögert ein.",
        "Salmeterol ist beim Asthma kontraindiziert, Formoterol nicht.",
        "Formoterol wirkt zusätzlich antientzündlich wie ein Kortikosteroid.",
        "Salmeterol hat für die Bedarfstherapie eine zu kurze Wirkdauer.",
        "Formoterol wird im Gegensatz zu Salmeterol nicht systemisch resorbiert.",
      ],
    },
    {
      text: "Ein Patient ist unter niedrig dosiertem ICS-LABA nicht ausreichend kontrolliert. Was soll vor einer Therapieeskalation zuerst überprüft werden?",
      options: [
        "Inhalationstechnik, Adhärenz und Auslöser",
        "Gesamt-IgE und spezifisches IgE gegen Schimmelpilzallergene",
        "Röntgenaufnahme des Thorax in zwei Ebenen",
        "Serumkonzentration von Theophyllin",
        "Diffusionskapazität der Lunge für Kohlenmonoxid",
      ],
    },
    {
      text: "Welche Maßnahme beugt einer oropharyngealen Candidose unter inhalativen Kortikosteroiden vor?",
      options: [
        "Inhalation vor einer Mahlzeit bzw. Mundspülen nach der Inhalation",
        "Einnahme eines systemischen Antimykotikums vor jeder Inhalation",
        "Inhalation unmittelbar vor dem Schlafengehen ohne Mundspülung",
        "Halbierung der ICS-Dosis während der Wintermonate",
        "Gleichzeitige Dauereinnahme eines Protonenpumpenhemmers",
      ],
    },
    {
      text: "Welche Aussage zu Betablockern bei Patienten mit Asthma trifft zu?",
      options: [
        "Nicht-selektive Betablocker, auch als Augentropfen, können Bronchospasmen auslösen.",
        "Kardioselektive Betablocker sind bei Asthma grundsätzlich absolut kontraindiziert.",
        "Betablocker-Augentropfen werden nicht systemisch resorbiert und sind daher unbedenklich.",
        "Nicht-selektive Betablocker vermindern die bronchiale Hyperreagibilität.",
        "Betablocker verstärken die Wirkung inhalativer Beta-2-Sympathomimetika.",
      ],
    },
    {
      text: "Welche Kombination ist typisch für die NSAR-exazerbierte respiratorische Erkrankung (N-ERD)?",
      options: [
        "Asthma, Nasenpolypen und Unverträglichkeit von COX-1-Hemmern",
        "Asthma, atopische Dermatitis und Nahrungsmittelallergie",
        "Asthma, gastroösophagealer Reflux und Adipositas",
        "Asthma, Bronchiektasen und rezidivierende Pneumonien",
        "Asthma, eosinophile Vaskulitis und periphere Polyneuropathie",
      ],
    },
    {
      text: "Welcher Befund weist bei einem akuten Asthmaanfall auf eine lebensbedrohliche Situation hin?",
      options: [
        "Kaum hörbares Atemgeräusch („stille Lunge“)",
        "Exspiratorisches Giemen bei normaler Sprechfähigkeit",
        "Herzfrequenz von 90/min nach Salbutamol-Inhalation",
        "Leichter Fingertremor nach Inhalation eines SABA",
        "Husten mit weißlichem, zähem Sputum",
      ],
    },
    {
      text: "Welcher Blutgasbefund ist bei einem schweren Asthmaanfall ein Warnzeichen für eine drohende Erschöpfung?",
      options: [
        "Normaler oder steigender PaCO2",
        "Erniedrigter CO2-Partialdruck infolge reaktiver Hyperventilation",
        "Leicht erhöhtes Standardbicarbonat ohne Azidose",
        "Sauerstoffsättigung von 97 % unter Raumluft",
        "Respiratorische Alkalose mit einem pH von 7,48",
      ],
    },
    {
      text: "Welche Medikation gehört zur Initialtherapie eines schweren Asthmaanfalls bei Erwachsenen?",
      options: [
        "Wiederholt SABA, ggf. plus Ipratropiumbromid, und ein systemisches Kortikosteroid",
        "Sedierung mit einem Benzodiazepin, um Unruhe und Sauerstoffverbrauch zu senken",
        "Ein LABA als Monotherapie in doppelter Tagesdosis über einen Düsenvernebler",
        "Ein Breitspektrumantibiotikum als Routinemaßnahme bei jedem schweren Anfall",
        "Ein Mukolytikum als erste Maßnahme zur Lösung des zähen Sekrets",
      ],
    },
    {
      text: "Welches Medikament kann bei einem schweren Asthmaanfall, der auf die Initialtherapie unzureichend anspricht, zusätzlich intravenös gegeben werden?",
      options: ["Magnesiumsulfat", "Furosemid", "Metoprolol", "Morphin", "Acetylsalicylsäure"],
    },
    {
      text: "Welche Aussage zur oralen Kortikosteroidtherapie nach einem Asthmaanfall bei Erwachsenen trifft zu?",
      options: [
        "Bei einer Gabe über wenige Tage ist kein Ausschleichen erforderlich.",
        "Sie muss stets über sechs Wochen ausschleichend beendet werden.",
        "Sie ist nur angezeigt, wenn der Anfall mit Fieber einhergeht.",
        "Sie ersetzt nach dem Anfall die inhalative Dauertherapie mit ICS.",
        "Sie wirkt bereits innerhalb weniger Minuten bronchodilatierend.",
      ],
    },
    {
      text: "Welcher Wirkmechanismus liegt Mepolizumab zugrunde?",
      options: [
        "Bindung von Interleukin-5",
        "Blockade des Interleukin-4-Rezeptors alpha",
        "Bindung von freiem Immunglobulin E",
        "Bindung des thymischen stromalen Lymphopoietins",
        "Blockade des Cysteinyl-Leukotrien-Rezeptors",
      ],
    },
    {
      text: "Welches Biologikum ist zur Add-on-Therapie des schweren Asthmas ohne Einschränkung auf einen bestimmten Biomarker-Phänotyp zugelassen?",
      options: [
        "Tezepelumab (Anti-TSLP)",
        "Omalizumab (Anti-IgE)",
        "Mepolizumab (Anti-IL-5)",
        "Benralizumab (Anti-IL-5-Rezeptor)",
        "Reslizumab (Anti-IL-5)",
      ],
    },
    {
      text: "Ein Patient mit schwerem eosinophilem Asthma ist trotz hochdosierter ICS-LABA-LAMA-Therapie und korrekter Inhalation unkontrolliert. Welche Maßnahme ist vorrangig zu erwägen?",
      options: [
        "Anti-IL-5- bzw. Anti-IL-5-Rezeptor-Antikörper",
        "Orale Prednisolon-Dauertherapie als bevorzugte Langzeitoption",
        "Umstellung auf eine reine SABA-Bedarfstherapie",
        "Absetzen des ICS zugunsten eines Leukotrienantagonisten",
        "Dauertherapie mit Theophyllin anstelle des inhalativen Kortikosteroids",
      ],
    },
    {
      text: "Auf welche unerwünschte Wirkung von Montelukast sollen Patienten bzw. Eltern hingewiesen werden?",
      options: [
        "Neuropsychiatrische Reaktionen, z. B. Albträume",
        "Ausgeprägte Hypokaliämie mit Herzrhythmusstörungen",
        "Oropharyngeale Candidose und Heiserkeit",
        "Verminderte Knochendichte bei Langzeitanwendung",
        "Mundtrockenheit und Harnverhalt bei älteren Patienten",
      ],
    },
    {
      text: "Welche Elektrolytstörung ist bei hochdosierter Gabe kurzwirksamer Beta-2-Sympathomimetika typisch?",
      options: ["Hypokaliämie", "Hyperkaliämie", "Hypernatriämie", "Hyperkalzämie", "Hypermagnesiämie"],
    },
    {
      text: "Welche Aussage zur Asthmatherapie in der Schwangerschaft trifft zu?",
      options: [
        "Eine wirksame ICS-Therapie soll auch in der Schwangerschaft fortgeführt werden.",
        "Inhalative Kortikosteroide sollen im ersten Trimenon wegen Teratogenität abgesetzt werden.",
        "Systemische Kortikosteroide sind beim Asthmaanfall in der Schwangerschaft kontraindiziert.",
        "Kurzwirksame Beta-2-Sympathomimetika sind in der gesamten Schwangerschaft kontraindiziert.",
        "Die Therapie soll bis zur Entbindung auf eine reine Bedarfsmedikation reduziert werden.",
      ],
    },
    {
      text: "Welche Inhalationstechnik ist bei einem Pulverinhalator erforderlich?",
      options: [
        "Zügige, kräftige und tiefe Einatmung",
        "Langsame, gleichmäßige Einatmung über mehrere Sekunden",
        "Ausatmung in das Mundstück unmittelbar vor der Inhalation",
        "Auslösen der Dosis während der Ausatmung",
        "Kräftiges Schütteln des Geräts vor jeder Inhalation",
      ],
    },
    {
      text: "Welches Inhalationssystem ist für die ICS-Therapie bei Kindern unter vier Jahren geeignet?",
      options: [
        "Dosieraerosol mit Spacer und Gesichtsmaske",
        "Pulverinhalator mit hohem inneren Widerstand",
        "Dosieraerosol mit Mundstück ohne Inhalierhilfe",
        "Kapselbasierter Pulverinhalator",
        "Nasenspray mit Dosierpumpe",
      ],
    },
    {
      text: "Ein Bäcker entwickelt Atemnot bei der Arbeit, die sich im Urlaub bessert. Welche ärztliche Pflicht besteht bei begründetem Verdacht auf ein berufsbedingtes Asthma?",
      options: [
        "Anzeige des Verdachts auf eine Berufskrankheit",
        "Meldung an das zuständige Gesundheitsamt nach dem Infektionsschutzgesetz",
        "Antrag auf Erwerbsminderungsrente bei der Rentenversicherung",
        "Mitteilung der Diagnose an den Arbeitgeber auch ohne Einwilligung des Patienten",
        "Einleitung einer Allergen-Immuntherapie vor jeder weiteren Diagnostik",
      ],
    },
    {
      text: "Wann ist nach GINA 2024 eine Reduktion der Asthma-Langzeittherapie zu erwägen?",
      options: [
        "Wenn das Asthma seit mindestens drei Monaten gut kontrolliert ist",
        "Frühestens nach zwei Jahren völliger Beschwerdefreiheit",
        "Bereits wenn in der ersten Therapiewoche keine Symptome auftreten",
        "Erst wenn die FEV1 dauerhaft über 100 % des Sollwerts liegt",
        "Sobald sich das Gesamt-IgE im Serum normalisiert hat",
      ],
    },
    {
      text: "Welche Aussage zur Patientenschulung bei Asthma trifft zu?",
      options: [
        "Patienten sollen einen schriftlichen Therapie- und Notfallplan erhalten.",
        "Strukturierte Schulungen sind Kindern vorbehalten; Erwachsene profitieren nicht.",
        "Ein Notfallplan überfordert Patienten und ist nicht zu empfehlen.",
        "Die Inhalationstechnik muss nur einmal bei Therapiebeginn geprüft werden.",
        "Peak-Flow-Messungen ersetzen die ärztliche Lungenfunktionsprüfung.",
      ],
    },
    {
      text: "Welche Aussage zu belastungsinduzierten Asthmabeschwerden trifft zu?",
      options: [
        "Wiederholte Belastungsbeschwerden weisen auf eine unzureichende Asthmakontrolle hin.",
        "Patienten mit Asthma sollen auf Ausdauersport verzichten.",
        "Die Obstruktion beginnt typischerweise erst viele Stunden nach dem Ende der Belastung.",
        "Die Beschwerden sprechen auf Beta-2-Sympathomimetika nicht an.",
        "Belastungsdyspnoe schließt bei bekanntem Asthma eine kardiale Ursache aus.",
      ],
    },
    {
      text: "Welche Differenzialdiagnose ist bei vermeintlich therapierefraktärem Asthma mit inspiratorischem Stridor und normaler Lungenfunktion im Intervall zu bedenken?",
      options: [
        "Induzierbare laryngeale Obstruktion",
        "Idiopathische Lungenfibrose",
        "Sarkoidose im Stadium IV",
        "Alpha-1-Antitrypsin-Mangel mit panlobulärem Emphysem der Unterlappen",
        "Chronische thromboembolische pulmonale Hypertonie",
      ],
    },
    {
      text: "Welche Zytokine stehen bei der Typ-2-Entzündung des Asthmas im Vordergrund?",
      options: [
        "Interleukin-4, -5 und -13",
        "Interleukin-17 und -22",
        "Interferon-gamma und Interleukin-12",
        "Interleukin-1 und -6",
        "Interleukin-2 und Tumornekrosefaktor-beta",
      ],
    },
    {
      text: "Welche Auswirkung hat aktives Tabakrauchen bei Patienten mit Asthma?",
      options: [
        "Es vermindert das Ansprechen auf inhalative Kortikosteroide.",
        "Es senkt über eine Bronchodilatation das Exazerbationsrisiko.",
        "Es verstärkt die Wirkung von ICS durch Enzyminduktion.",
        "Es hat bei Asthma keinen Einfluss auf den Lungenfunktionsverlauf.",
        "Es erhöht den FeNO-Wert und erleichtert so die Diagnose.",
      ],
    },
    {
      text: "Welche Aussage zu Theophyllin in der Asthmatherapie trifft zu?",
      options: [
        "Es hat eine geringe therapeutische Breite und viele Interaktionen.",
        "Es ist das Mittel der ersten Wahl in der Langzeittherapie des leichten persistierenden Asthmas.",
        "Rauchen und Begleitmedikation beeinflussen seine Dosierung nicht.",
        "Seine Serumspiegel werden durch Ciprofloxacin typischerweise gesenkt.",
        "Es ist frei von kardialen Nebenwirkungen und daher gut steuerbar.",
      ],
    },
  ],
};
