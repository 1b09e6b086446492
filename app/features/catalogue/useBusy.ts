import { useLocation, useNavigation } from "@remix-run/react";

/** True while a navigation to this same page (e.g. new filters or page) is loading: dim the list. */
export function useBusy(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}
