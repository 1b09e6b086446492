// Tickets', the checkout's, the payment's and the orders' texts (locales/{de,en}/checkout.json): a
// chunk of their own that only the pages selling or showing them load, not every page's script
// (decision 021).
import deCheckout from "../../locales/de/checkout.json";
import enCheckout from "../../locales/en/checkout.json";

export const checkoutTexts = { de: deCheckout, en: enCheckout } as const;
