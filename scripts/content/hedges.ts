import type { Lang } from "../../app/lib/i18n/languages";

/**
 * What makes a claim less than certain, per language. A `firm` hedge only ever hedges ("probably", "약 4",
 * "추정"): one in either language needs a hedge in the other. A `loose` one is as often a plain statement
 * ("can" of ability, "수 있다", "알려져 있다" = is known): it answers the other language's hedge but
 * demands none, so a plain "can" is never reported while a dropped "may" still is.
 */
const EN_NUMBER = String.raw`(?:the\s+)?(?:\d|(?:a |an )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|few|half|third|quarter|tenth)\b)`;
const HEDGES: Record<Lang, { firm: RegExp[]; loose: RegExp[] }> = {
  en: {
    firm: [
      // Approximate quantities: "about 4 million", "around the 10th century", "about as fast as"
      // (not "a fact about honey", "around the Sun").
      new RegExp(String.raw`\b(?:about|around|some|roughly|nearly|almost|approximately|circa)\s+${EN_NUMBER}`, "i"),
      /\b(?:about|roughly|nearly|almost)\s+(?:as|the same|equal)\b|\bor so\b|\bor more\b/i,
      /\b(?:roughly|nearly|almost|approximately)\b/i,
      /\b(?:probably|probable|likely|unlikely|possibly|perhaps|maybe|apparently|reportedly|presumably|arguably|seemingly|supposedly|allegedly)\b/i,
      // "may" the modal, not May the month (written with a capital).
      /\b(?:may|might)\b|\bMight\b/,
      /\b(?:estimated?|estimates?|suspected?|suspects|suggests?|suggested|suggesting|indicates?|indicating|seems?|seemed|appears? to|appeared to|assumed|presumed|debated?|debates|debating|disputed|uncertain|unclear|legend)\b/i,
      // Passive reports, not what someone once thought ("medieval Europeans thought the Earth was flat").
      /\b(?:is|are|was|were|been|be|widely|generally|often|once)\s+(?:thought|believed|said|considered|reported)\b|\b(?:thought|believed|said) to\b/i,
      /\b(?:scientists|researchers|experts|historians|scholars|biologists|astronomers|many|some)\s+(?:think|thinks|believe|suspect|suggest|estimate)\b/i,
      /\b(?:some|many)\s+(?:scientists|researchers|experts|historians|scholars|biologists|astronomers)\b/i,
    ],
    loose: [
      /\b(?:can|could|cannot|can't|unable|able to|may|possible|known|unknown|considered|think|thinks|thought|believe|believed|practically|virtually|hardly|barely|scarcely|about|around|some|close to|near|nearer|nearly|somewhat|up to|as much as|as many as|more than|over|less than|under|look|looks|appear|appears)\b/i,
    ],
  },
  ko: {
    firm: [
      // 약 before a number (약 4백만), not 약 the medicine; 정도 after a quantity (30% 정도), not 그 정도로.
      /약\s?(?:\d|한|두|세|네|다섯|열|수|몇|절반)/,
      /\d[\d,.]*\s?[^\s\d]{0,4}\s?정도/,
      /대략|거의|가량|쯤|남짓|안팎|내외|추정|것으로 보|것 같|가능성|수도 있|듯(?:하|합|한|싶)|여겨|여깁|아마|어쩌면|시사|논쟁|논란|의견이 갈|의견이 엇갈|불분명|불확실|확실하지|분명하지|밝혀지지|짐작|추측/,
    ],
    // Including what a sentence reports rather than asserts: 흐른다는 액체 ("the fluid said to flow").
    loose: [
      /무렵|수 있|수 없|가능|알려져|알려진|전해|생각|예상|어림|좀처럼|보입|보인|본다|봅니다|보았|보는|최대|이상|이하|넘는|넘게|넘습|미만|가까|(?:는|른|한|된|였|었|았)다는/,
    ],
  },
};

const first = (patterns: readonly RegExp[], text: string) => {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return undefined;
};

/** The first firm hedge of a text: one the other language must answer. */
export function firmHedge(text: string, lang: Lang): string | undefined {
  return first(HEDGES[lang].firm, text);
}

/** Whether a text hedges at all, firmly or loosely: enough to answer the other language's firm hedge. */
export function hedges(text: string, lang: Lang): boolean {
  return firmHedge(text, lang) !== undefined || first(HEDGES[lang].loose, text) !== undefined;
}
