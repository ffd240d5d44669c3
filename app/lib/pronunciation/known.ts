/**
 * Pronunciations checked against 표준 발음법 (the standard pronunciation rules of 표준어 규정, 1988) and, where a
 * word's sound is lexical rather than ruled, the 표준국어대사전 entry. Vowel length (ː) is not shown on the site,
 * so it is left out here. These are used before the library (pronounce.server.ts) and are the test's answers:
 * es-hangul 2.4.0 gets the first ones wrong.
 */
export interface KnownPronunciation {
  word: string;
  /** The standard pronunciation, without brackets. */
  pronunciation: string;
  /** Revised Romanization of the word (it follows the sound but does not mark tensing, and writes ㅢ as ui). */
  romanization: string;
  /** Why it sounds so. */
  rule: string;
}

export const KNOWN_PRONUNCIATIONS: readonly KnownPronunciation[] = [
  // es-hangul 2.4.0 is wrong on these.
  {
    word: "값어치",
    pronunciation: "가버치",
    romanization: "gabeochi",
    rule: "제15항: 받침 뒤 실질 형태소의 모음 앞에서는 대표음으로 바꾸어 넘긴다",
  },
  { word: "꽃잎", pronunciation: "꼰닙", romanization: "kkonnip", rule: "제29항 ㄴ 첨가, 제18항 비음화" },
  { word: "희망", pronunciation: "히망", romanization: "huimang", rule: "제5항 다만 3: 자음 뒤의 ㅢ는 [ㅣ]" },
  { word: "무늬", pronunciation: "무니", romanization: "munui", rule: "제5항 다만 3: 자음 뒤의 ㅢ는 [ㅣ]" },
  { word: "띄어쓰기", pronunciation: "띠어쓰기", romanization: "ttuieosseugi", rule: "제5항 다만 3: 자음 뒤의 ㅢ는 [ㅣ]" },
  { word: "연골", pronunciation: "연골", romanization: "yeongol", rule: "된소리 없음: 제24항은 용언 어간의 ㄴ·ㅁ 받침 뒤 어미에만" },
  { word: "심장이", pronunciation: "심장이", romanization: "simjangi", rule: "된소리 없음: 제24항은 용언 어간의 ㄴ·ㅁ 받침 뒤 어미에만" },
  { word: "감자", pronunciation: "감자", romanization: "gamja", rule: "된소리 없음: 제24항은 용언 어간의 ㄴ·ㅁ 받침 뒤 어미에만" },
  { word: "인간", pronunciation: "인간", romanization: "ingan", rule: "된소리 없음: 제24항은 용언 어간의 ㄴ·ㅁ 받침 뒤 어미에만" },
  { word: "근육", pronunciation: "그뉵", romanization: "geunyuk", rule: "제13항 연음: 한 형태소 안이어서 ㄴ 첨가(제29항)가 없다" },
  { word: "읽고", pronunciation: "일꼬", romanization: "ilgo", rule: "제11항 다만: 용언 어간 말음 ㄺ은 ㄱ 앞에서 [ㄹ], 제23항" },
  { word: "맑게", pronunciation: "말께", romanization: "malge", rule: "제11항 다만: 용언 어간 말음 ㄺ은 ㄱ 앞에서 [ㄹ], 제23항" },
  { word: "밟다", pronunciation: "밥따", romanization: "bapda", rule: "제10항 다만: 밟-은 자음 앞에서 [밥]" },
  // es-hangul 2.4.0 gets these right; they guard the rules the site relies on.
  { word: "같이", pronunciation: "가치", romanization: "gachi", rule: "제17항 구개음화" },
  { word: "해돋이", pronunciation: "해도지", romanization: "haedoji", rule: "제17항 구개음화" },
  { word: "밭이", pronunciation: "바치", romanization: "bachi", rule: "제17항 구개음화" },
  { word: "신라", pronunciation: "실라", romanization: "silla", rule: "제20항 유음화" },
  { word: "국물", pronunciation: "궁물", romanization: "gungmul", rule: "제18항 비음화" },
  { word: "색연필", pronunciation: "생년필", romanization: "saengnyeonpil", rule: "제29항 ㄴ 첨가, 제18항 비음화" },
  { word: "솜이불", pronunciation: "솜니불", romanization: "somnibul", rule: "제29항 ㄴ 첨가" },
  { word: "물약", pronunciation: "물략", romanization: "mullyak", rule: "제29항 ㄴ 첨가, 제20항 유음화" },
  { word: "닭", pronunciation: "닥", romanization: "dak", rule: "제11항 겹받침 ㄺ은 어말에서 [ㄱ]" },
  { word: "넓다", pronunciation: "널따", romanization: "neolda", rule: "제10항 겹받침 ㄼ은 [ㄹ], 제25항" },
  { word: "좋다", pronunciation: "조타", romanization: "jota", rule: "제12항 ㅎ 뒤 ㄷ은 [ㅌ]" },
  { word: "놓고", pronunciation: "노코", romanization: "noko", rule: "제12항 ㅎ 뒤 ㄱ은 [ㅋ]" },
  { word: "앉다", pronunciation: "안따", romanization: "anda", rule: "제24항 용언 어간 받침 ㄵ 뒤 어미의 된소리" },
];
