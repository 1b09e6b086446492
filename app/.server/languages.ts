import { registerLanguage } from "~/i18n";
import { en } from "~/locales/en";

// The server renders both languages: English is registered before any text is looked up (the
// browser loads it only for pages shown in English, app/i18n.ts).
registerLanguage("en", en);
