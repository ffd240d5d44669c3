import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue } from "../catalogue/catalogue";
import type { ContentProblem } from "../content/waivers";
import { checkEventDates } from "./event-dates";

/** The content check of `dir`/event-dates.json against its catalogue (npm run check:content); none when absent. */
export function checkEventDatesFile(catalogue: Catalogue, dir: string): ContentProblem[] {
  const file = path.join(dir, "event-dates.json");
  if (!existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return [{ path: file, field: "(file)", check: "event-dates", message: `not valid JSON (${(error as Error).message})` }];
  }
  return checkEventDates(catalogue, json, file);
}
