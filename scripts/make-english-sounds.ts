// How the English key terms are said, for Korean readers (issue 49): data/pronunciations/english.json.
//
//   npm run data:english-sounds [-- --data data]
//     Writes every English key term of the catalogue with its American IPA from the CMU Pronouncing Dictionary
//     (cmu-pronouncing-dictionary, a development dependency: the site reads only the file this writes), or null
//     where a word of it is not there (a Korean name written in English, a species' Latin name). check:content
//     refuses the file when it no longer matches the catalogue or the dictionary.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { dictionary } from "cmu-pronouncing-dictionary";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { ENGLISH_SOUNDS_FILE, PRONUNCIATIONS_DIR } from "../app/lib/pronunciation/reviewed.server";
import { englishSoundsOf } from "./pronunciation/english-ipa";

const { values } = parseArgs({ options: { data: { type: "string", default: "data" } } });
const catalogue = loadCatalogue(values.data);
const terms = englishSoundsOf(catalogue, dictionary);
const file = path.join(values.data, PRONUNCIATIONS_DIR, ENGLISH_SOUNDS_FILE);
writeFileSync(file, `${JSON.stringify({ source: "CMU Pronouncing Dictionary (cmu-pronouncing-dictionary 3.0.0)", terms }, null, 2)}\n`);
const found = Object.values(terms).filter(Boolean).length;
console.log(`English sounds: ${found} of ${Object.keys(terms).length} key terms have their IPA (${file}).`);
