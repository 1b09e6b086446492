/**
 * The FAQ (spec 2.1 /faq and /faq/{type}; spec 3.6 FaqCategory, 9 categories): German and English,
 * in the order the page shows them. Editors of a real upstream keep this in their CMS; the reference
 * API ships it as data. An entry's `id` is its anchor on the page: keep it when rewording.
 */
export type FaqCategoryType =
  "REGISTRATION" | "LOGIN" | "PROOF" | "EFN" | "CME" | "CERTIFICATES" | "PAYMENT" | "TECHNOLOGY" | "PRIVACY";

type Text = { de: string; en: string };
export type FaqEntryData = { id: string; question: Text; answer: Text };
export type FaqCategoryData = { type: FaqCategoryType; title: Text; entries: FaqEntryData[] };

export const FAQ: readonly FaqCategoryData[] = [
  {
    type: "REGISTRATION",
    title: { de: "Registrierung", en: "Registration" },
    entries: [
      {
        id: "wer-darf-sich-registrieren",
        question: {
          de: "Wer kann sich registrieren?",
          en: "Who can register?",
        },
        answer: {
          de: "Alle, die im Gesundheitswesen arbeiten oder dafür studieren: Ärztinnen und Ärzte, Zahn- und Tiermedizin, Pharmazie, Pflege, Therapieberufe, Medizinstudierende und viele weitere Berufe in Deutschland, Österreich und der Schweiz.",
          en: "Everyone who works in healthcare or studies for it: doctors, dentists, vets, pharmacists, nurses, therapists, medical students and many other professions in Germany, Austria and Switzerland.",
        },
      },
      {
        id: "was-kostet-die-registrierung",
        question: { de: "Was kostet die Registrierung?", en: "What does registration cost?" },
        answer: {
          de: "Nichts. Die Registrierung und die meisten Inhalte sind kostenlos. Kostenpflichtige Seminare und Veranstaltungen sind mit ihrem Preis gekennzeichnet, bevor du buchst.",
          en: "Nothing. Registration and most content are free. Paid seminars and events show their price before you book.",
        },
      },
      {
        id: "ablauf-der-registrierung",
        question: { de: "Wie läuft die Registrierung ab?", en: "How does registration work?" },
        answer: {
          de: "Sieben kurze Schritte: E-Mail und Passwort, persönliche Angaben, Beruf, Fachgebiet, Nachweis deiner Tätigkeit, Fachgebiete, denen du folgen möchtest, und zum Schluss der 6-stellige Code, den wir dir per E-Mail schicken.\n\nDu kannst jederzeit einen Schritt zurückgehen; deine Eingaben bleiben erhalten.",
          en: "Seven short steps: email and password, personal details, profession, field, proof of your professional activity, fields you want to follow, and finally the 6-digit code we email to you.\n\nYou can go back a step at any time; what you entered is kept.",
        },
      },
      {
        id: "code-nicht-erhalten",
        question: {
          de: "Ich habe keinen Bestätigungscode erhalten.",
          en: "I did not receive a confirmation code.",
        },
        answer: {
          de: "Sieh bitte in deinem Spam-Ordner nach. Der Code ist 30 Minuten gültig; im letzten Schritt kannst du mit „Code erneut senden“ einen neuen anfordern.",
          en: "Please check your spam folder. The code is valid for 30 minutes; in the last step, “Send the code again” sends you a new one.",
        },
      },
    ],
  },
  {
    type: "LOGIN",
    title: { de: "Anmeldung", en: "Login" },
    entries: [
      {
        id: "passwort-vergessen",
        question: { de: "Ich habe mein Passwort vergessen.", en: "I forgot my password." },
        answer: {
          de: "Wähle im Anmeldedialog „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Du erhältst einen Code, mit dem du ein neues Passwort festlegst; danach bist du direkt angemeldet.",
          en: "Choose “Forgot your password?” in the login dialog and enter your email address. You receive a code to set a new password; you are then signed in right away.",
        },
      },
      {
        id: "anmeldung-gesperrt",
        question: {
          de: "Warum kann ich mich gerade nicht anmelden?",
          en: "Why can I not sign in right now?",
        },
        answer: {
          de: "Nach mehreren falschen Passwörtern pausieren wir die Anmeldung für dein Konto eine Weile, um es zu schützen. Die Meldung sagt dir, wie lange. Setze in der Zwischenzeit am besten dein Passwort zurück.",
          en: "After several wrong passwords we pause sign-in for your account for a while to protect it. The message tells you for how long. Meanwhile, resetting your password is the quickest way back.",
        },
      },
      {
        id: "nachweis-bei-anmeldung",
        question: {
          de: "Beim Anmelden werde ich nach einem neuen Nachweis gefragt.",
          en: "I am asked for a new proof when I sign in.",
        },
        answer: {
          de: "Dein Nachweis ist abgelaufen oder wurde abgelehnt. Lade im angezeigten Dialog einen aktuellen Nachweis hoch oder gib deine EFN ein. Solange wir ihn prüfen, kannst du alle Inhalte ohne Fachkreis-Beschränkung nutzen.",
          en: "Your proof has expired or was rejected. Upload a current proof in the dialog shown, or enter your EFN. While we review it, you can use all content that is not restricted to healthcare professionals.",
        },
      },
      {
        id: "email-aendern",
        question: { de: "Wie ändere ich meine E-Mail-Adresse?", en: "How do I change my email address?" },
        answer: {
          de: "Unter Profil → E-Mail-Adresse ändern. Wir schicken einen Code an die neue Adresse; erst wenn du ihn eingibst, gilt sie. Deine bisherige Adresse erhält eine Nachricht über die Änderung.",
          en: "Under Profile → Change email address. We send a code to the new address; it only applies once you enter it. Your previous address is told about the change.",
        },
      },
    ],
  },
  {
    type: "PROOF",
    title: { de: "Nachweis deiner Tätigkeit", en: "Proof of your profession" },
    entries: [
      {
        id: "warum-nachweis",
        question: {
          de: "Warum muss ich meine berufliche Tätigkeit nachweisen?",
          en: "Why do I have to prove my professional activity?",
        },
        answer: {
          de: "Viele Inhalte dürfen nach dem Heilmittelwerbegesetz nur Fachkreisen gezeigt werden. Der Nachweis stellt sicher, dass nur Fachleute sie sehen.",
          en: "German law on advertising for medicines (Heilmittelwerbegesetz) allows much of the content to be shown to healthcare professionals only. The proof makes sure only they see it.",
        },
      },
      {
        id: "welcher-nachweis",
        question: { de: "Welcher Nachweis wird akzeptiert?", en: "Which proof is accepted?" },
        answer: {
          de: "Ärztinnen und Ärzte in Deutschland geben ihre EFN an. Alle anderen laden ein Dokument hoch, das ihre Tätigkeit zeigt, zum Beispiel Approbationsurkunde, Arbeitsvertrag, Kammerausweis oder Studienbescheinigung – als JPEG, PNG oder PDF, höchstens 10 MB.",
          en: "Doctors in Germany enter their EFN. Everyone else uploads a document that shows their profession, for example a licence to practise, an employment contract, a chamber ID or a certificate of enrolment – as JPEG, PNG or PDF, at most 10 MB.",
        },
      },
      {
        id: "wie-lange-pruefung",
        question: { de: "Wie lange dauert die Prüfung?", en: "How long does the review take?" },
        answer: {
          de: "In der Regel ein bis zwei Werktage. Wir benachrichtigen dich per E-Mail, sobald dein Nachweis geprüft ist.",
          en: "Usually one to two working days. We email you as soon as your proof has been reviewed.",
        },
      },
      {
        id: "nachweis-erneuern",
        question: {
          de: "Mein Nachweis läuft bald ab. Was muss ich tun?",
          en: "My proof expires soon. What do I do?",
        },
        answer: {
          de: "Wenn dein Nachweis bald abläuft, siehst du einen Hinweis mit „Jetzt erneuern“. Lade dort einen aktuellen Nachweis hoch; bis zur Prüfung bleibt dein Zugang bestehen.",
          en: "When your proof expires soon, you see a notice with “Renew now”. Upload a current proof there; your access stays until it has been reviewed.",
        },
      },
    ],
  },
  {
    type: "EFN",
    title: { de: "EFN", en: "EFN" },
    entries: [
      {
        id: "was-ist-die-efn",
        question: { de: "Was ist die EFN?", en: "What is the EFN?" },
        answer: {
          de: "Die Einheitliche Fortbildungsnummer (EFN) ist deine persönliche, 15-stellige Fortbildungsnummer als Ärztin oder Arzt in Deutschland. Mit ihr melden wir deine CME-Punkte an deine Ärztekammer.",
          en: "The uniform training number (EFN) is your personal 15-digit training number as a doctor in Germany. We use it to report your CME points to your medical chamber.",
        },
      },
      {
        id: "wo-finde-ich-meine-efn",
        question: { de: "Wo finde ich meine EFN?", en: "Where do I find my EFN?" },
        answer: {
          de: "Auf dem Barcode-Etikett, das dir deine Ärztekammer geschickt hat, und auf deinem Fortbildungsausweis. Deutsche EFN beginnen mit 80276, gefolgt von zehn weiteren Ziffern.",
          en: "On the barcode labels your medical chamber sent you, and on your training card. It starts with 80276, followed by ten more digits.",
        },
      },
      {
        id: "efn-ungueltig",
        question: { de: "Meine EFN wird als ungültig angezeigt.", en: "My EFN is shown as invalid." },
        answer: {
          de: "Prüfe, ob du alle 15 Ziffern ohne Leerzeichen eingegeben hast. Die letzte Ziffer ist eine Prüfziffer: ein Zahlendreher fällt dadurch auf. Stimmt alles und die Meldung bleibt, lade stattdessen einen Nachweis hoch.",
          en: "Check that you entered all 15 digits without spaces. The last digit is a check digit, so swapped digits are noticed. If everything is right and the message stays, upload a proof instead.",
        },
      },
    ],
  },
  {
    type: "CME",
    title: { de: "CME-Punkte", en: "CME points" },
    entries: [
      {
        id: "wie-erhalte-ich-cme-punkte",
        question: { de: "Wie erhalte ich CME-Punkte?", en: "How do I earn CME points?" },
        answer: {
          de: "In vier Schritten: Schau die zertifizierte Fortbildung mindestens so lange an, wie angegeben. Bestehe den Test mit mindestens 7 von 10 richtigen Antworten. Beantrage die Punkte mit deiner EFN. Sobald die Kammer sie gutschreibt, kannst du dein Zertifikat herunterladen.",
          en: "In four steps: watch the accredited course for at least the stated time. Pass the test with at least 7 of 10 correct answers. Apply for the points with your EFN. Once the chamber credits them, you can download your certificate.",
        },
      },
      {
        id: "test-nicht-bestanden",
        question: { de: "Was passiert, wenn ich den Test nicht bestehe?", en: "What if I fail the test?" },
        answer: {
          de: "Du kannst ihn wiederholen: dreimal innerhalb von 24 Stunden, danach zeigen wir dir, ab wann du es wieder versuchen kannst. Jeder Versuch stellt dir neue Fragen zusammen. Wir sagen dir, wie viele Antworten falsch waren, aber nicht welche: So prüft der Test dein Wissen und nicht dein Gedächtnis.",
          en: "You can take it again: three times within 24 hours; after that we show you when you can try again. Each attempt gives you new questions. We tell you how many answers were wrong, but not which: so the test checks your knowledge, not your memory.",
        },
      },
      {
        id: "vorspulen",
        question: { de: "Zählt es, wenn ich vorspule?", en: "Does skipping ahead count?" },
        answer: {
          de: "Nein. Es zählt nur die Zeit, die du wirklich zuschaust. Bei Livestreams zählt die Zeit, in der der Player läuft und der Tab sichtbar ist.",
          en: "No. Only the time you really watch counts. For livestreams, the time the player runs in a visible tab counts.",
        },
      },
      {
        id: "punktekonto",
        question: {
          de: "Wo sehe ich meine gesammelten Punkte?",
          en: "Where do I see the points I collected?",
        },
        answer: {
          de: "Unter Profil → Zertifikate. Dort siehst du dein Punktekonto im fünfjährigen Fortbildungszeitraum, gutgeschriebene und beantragte Punkte getrennt.",
          en: "Under Profile → Certificates. It shows your points account for the five-year training period, with credited and pending points apart.",
        },
      },
    ],
  },
  {
    type: "CERTIFICATES",
    title: { de: "Zertifikate", en: "Certificates" },
    entries: [
      {
        id: "wann-ist-mein-zertifikat-da",
        question: { de: "Wann ist mein Zertifikat da?", en: "When is my certificate ready?" },
        answer: {
          de: "Nach dem Antrag übermitteln wir die Punkte an die Kammer. Die Bearbeitungszeit steht bei jeder Fortbildung; sobald die Punkte gutgeschrieben sind, erhältst du eine E-Mail und das Zertifikat steht in deinem Profil bereit.",
          en: "After you apply, we transmit the points to the chamber. Each course states its processing time; once the points are credited, you get an email and the certificate is ready in your profile.",
        },
      },
      {
        id: "zertifikat-ohne-efn",
        question: {
          de: "Ich habe keine EFN. Bekomme ich trotzdem ein Zertifikat?",
          en: "I have no EFN. Do I still get a certificate?",
        },
        answer: {
          de: "Ja. Du erhältst das Zertifikat sofort nach bestandenem Test und reichst es selbst bei deiner Kammer oder deinem Arbeitgeber ein.",
          en: "Yes. You receive the certificate right after passing the test and submit it to your chamber or employer yourself.",
        },
      },
      {
        id: "teilnahmebescheinigung",
        question: {
          de: "Gibt es Bescheinigungen für Livestreams ohne CME-Punkte?",
          en: "Are there certificates for livestreams without CME points?",
        },
        answer: {
          de: "Ja, eine Teilnahmebescheinigung, wenn du mindestens 15 Minuten live dabei warst. Du findest sie bei dem Livestream und unter Profil → Zertifikate.",
          en: "Yes, a certificate of attendance once you watched at least 15 minutes live. You find it on the livestream and under Profile → Certificates.",
        },
      },
      {
        id: "zertifikat-pruefen",
        question: {
          de: "Wie kann jemand mein Zertifikat prüfen?",
          en: "How can someone verify my certificate?",
        },
        answer: {
          de: "Jedes Zertifikat trägt einen QR-Code und eine Nummer. Die Prüfseite zeigt Name, Fortbildung, Punkte und Status – ohne Anmeldung.",
          en: "Every certificate carries a QR code and a number. The verification page shows name, course, points and status – without signing in.",
        },
      },
    ],
  },
  {
    type: "PAYMENT",
    title: { de: "Buchung und Zahlung", en: "Booking and payment" },
    entries: [
      {
        id: "zahlungsarten",
        question: { de: "Wie kann ich bezahlen?", en: "How can I pay?" },
        answer: {
          de: "Mit Kreditkarte, PayPal oder Apple Pay. Die Zahlung läuft über unseren Zahlungsdienstleister; wir sehen deine Kartendaten nie.",
          en: "By credit card, PayPal or Apple Pay. Payment runs through our payment provider; we never see your card details.",
        },
      },
      {
        id: "rabattcode",
        question: { de: "Wie löse ich einen Rabattcode ein?", en: "How do I redeem a discount code?" },
        answer: {
          de: "Im letzten Schritt der Buchung, in der Zusammenfassung. Pro Bestellung kann ein Code eingelöst werden.",
          en: "In the last step of the booking, the summary. One code can be redeemed per order.",
        },
      },
      {
        id: "rechnung",
        question: { de: "Wo finde ich meine Rechnung?", en: "Where do I find my invoice?" },
        answer: {
          de: "Unter Profil → Meine Inhalte steht jede Bestellung mit ihrer Rechnung als PDF.",
          en: "Under Profile → My content, every order is listed with its invoice as a PDF.",
        },
      },
      {
        id: "zahlung-fehlgeschlagen",
        question: { de: "Meine Zahlung ist fehlgeschlagen.", en: "My payment failed." },
        answer: {
          de: "Es wurde nichts abgebucht. Du kannst die Zahlung direkt erneut starten, gern mit einer anderen Zahlungsart.",
          en: "Nothing was charged. You can start the payment again right away, also with another payment method.",
        },
      },
    ],
  },
  {
    type: "TECHNOLOGY",
    title: { de: "Technik", en: "Technology" },
    entries: [
      {
        id: "geraete",
        question: { de: "Auf welchen Geräten kann ich teilnehmen?", en: "Which devices can I use?" },
        answer: {
          de: "Auf allen aktuellen Computern, Tablets und Smartphones im Browser (Chrome, Firefox, Edge oder Safari). Eine Installation ist nicht nötig.",
          en: "Any current computer, tablet or smartphone, in the browser (Chrome, Firefox, Edge or Safari). Nothing needs installing.",
        },
      },
      {
        id: "video-startet-nicht",
        question: { de: "Das Video startet nicht.", en: "The video does not start." },
        answer: {
          de: "Lade die Seite neu. Videoadressen gelten aus Sicherheitsgründen nur einige Stunden; war die Seite lange offen, holt ein Neuladen eine frische. Hilft das nicht, prüfe, ob eine Firewall oder ein Werbeblocker Videos blockiert.",
          en: "Reload the page. For security, video addresses are valid for a few hours only; if the page was open for long, a reload fetches a fresh one. If that does not help, check whether a firewall or ad blocker blocks videos.",
        },
      },
      {
        id: "ohne-javascript",
        question: {
          de: "Funktioniert die Plattform ohne JavaScript?",
          en: "Does the platform work without JavaScript?",
        },
        answer: {
          de: "Ja. Anmeldung, Registrierung, Videos, Tests und Buchungen funktionieren auch ohne JavaScript; mit JavaScript geht manches schneller, etwa die Suche während des Tippens.",
          en: "Yes. Login, registration, videos, tests and bookings work without JavaScript too; with JavaScript some things are quicker, such as searching while you type.",
        },
      },
    ],
  },
  {
    type: "PRIVACY",
    title: { de: "Datenschutz", en: "Data protection" },
    entries: [
      {
        id: "welche-daten",
        question: { de: "Welche Daten speichert ihr über mich?", en: "Which data do you store about me?" },
        answer: {
          de: "Deine Kontodaten, deinen Nachweis, was du verfolgst, deinen Fortschritt bei Fortbildungen, deine Zertifikate und Bestellungen. Unter Profil → Meine Daten herunterladen erhältst du alles als Datei.",
          en: "Your account details, your proof, what you follow, your progress in courses, your certificates and orders. Under Profile → Download my data you get all of it as a file.",
        },
      },
      {
        id: "konto-loeschen",
        question: { de: "Wie lösche ich mein Konto?", en: "How do I delete my account?" },
        answer: {
          de: "Unter Profil → Konto löschen, mit deinem Passwort. Wir löschen dein Konto, deine Nachweise und Zertifikate. Rechnungen bewahren wir ohne Verbindung zu deinem Konto auf, wie es das Steuerrecht verlangt.",
          en: "Under Profile → Delete account, with your password. We delete your account, your proofs and certificates. Invoices are kept without any link to your account, as tax law requires.",
        },
      },
      {
        id: "benachrichtigungen-abbestellen",
        question: { de: "Wie bestelle ich E-Mails ab?", en: "How do I unsubscribe from emails?" },
        answer: {
          de: "Unter Profil → Benachrichtigungen wählst du, welche E-Mails du erhältst: Zusammenfassungen, Hinweise am Tag eines Livestreams und Angebote.",
          en: "Under Profile → Notifications you choose which emails you receive: summaries, notices on the day of a livestream and offers.",
        },
      },
    ],
  },
];
