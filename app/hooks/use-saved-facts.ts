import { useSyncExternalStore } from "react";
import { parseSaved, savedSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";

/** The saved facts, newest first; empty during server rendering and hydration (the server cannot know them). */
export function useSavedFacts() {
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, savedSnapshot, () => "[]");
  return parseSaved(snapshot);
}
