import type { Lang } from "../languages";

/**
 * The search page's own strings: its headings, counts, empty state, correction line and the invitation before a
 * search. Only that page uses them, so they live here, in its chunk, rather than in the dictionary every page
 * downloads (as quiz.ts). The search box's own labels stay in the dictionary: the header and several pages show it.
 * English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  searchResults: "Search Results",
  resultsFor: "Results for “{query}”",
  resultCount: "{count} results for “{query}”",
  oneResult: "1 result for “{query}”",
  noResultsFound: "No results found.",
  noResultsHere: "No results in English.",
  resultsInOther: "{count} results in Korean",
  oneResultInOther: "1 result in Korean",
  tryDifferentKeywords: "Try different keywords or check back soon!",
  invitation: "Find a fact by a word, a name or a topic, in English or in Korean.",
  examplesHeading: "Try",
  examples: ["honey", "octopus", "Apollo 11"],
  initialsTip: "A Korean word by its initial consonants",
  initialsExample: { query: "ㅍㄹㅁㄷ", word: "피라미드 (pyramid)" },
  romanizedTip: "A Korean word in Latin letters",
  romanizedExample: { query: "muneo", word: "문어 (octopus)" },
  showingFor: "Showing results for {term}.",
  searchInsteadFor: "Search instead for {term}",
};

export type SearchMessages = typeof en;

const ko: SearchMessages = {
  searchResults: "검색 결과",
  resultsFor: "‘{query}’ 검색 결과",
  resultCount: "‘{query}’ 검색 결과 {count}건",
  oneResult: "‘{query}’ 검색 결과 1건",
  noResultsFound: "검색 결과가 없습니다.",
  noResultsHere: "한국어 검색 결과가 없습니다.",
  resultsInOther: "영어 검색 결과 {count}건 보기",
  oneResultInOther: "영어 검색 결과 1건 보기",
  tryDifferentKeywords: "다른 검색어로 찾아보시거나 나중에 다시 확인해 주세요!",
  invitation: "낱말이나 이름, 주제로 지식을 찾아보세요. 영어로 찾아도 됩니다.",
  examplesHeading: "이렇게 찾아보세요",
  examples: ["꿀", "문어", "피라미드"],
  initialsTip: "초성만 입력해도 찾습니다",
  initialsExample: { query: "ㅍㄹㅁㄷ", word: "피라미드" },
  romanizedTip: "로마자로 입력해도 찾습니다",
  romanizedExample: { query: "muneo", word: "문어" },
  showingFor: "{term} 검색 결과를 보여 드립니다.",
  searchInsteadFor: "입력한 그대로 {term} 검색하기",
};

export const searchMessages: Record<Lang, SearchMessages> = { en, ko };
