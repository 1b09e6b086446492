// Shared classes of the top bar's menus.
export const menuPanelClass =
  "absolute right-0 top-full z-10 mt-2 w-64 rounded-md border border-line bg-white py-2 text-ink shadow-lg";
export const menuItemClass = "flex min-h-11 w-full items-center px-4 py-2 text-left hover:bg-primary-light";
