import { useLocation } from "react-router";
import { langFromPath, type Lang } from "~/lib/i18n/languages";
import { messagesFor, type Messages } from "~/lib/i18n/messages";

/** The page language comes from the URL, so it is right on error pages too (where loaders did not run). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLang());
}
