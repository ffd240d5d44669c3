import type { Lang } from "../languages";

/**
 * The blog page's own strings: its filter, list headings, empty and error states. Only that page uses them, so they
 * live here, in its chunk, rather than in the dictionary every page downloads (as quiz.ts). The blog's name and its
 * pages' labels stay in the dictionary: the menu, the footer and search's pages say them. English is the source of
 * the keys; a key missing in Korean is a type error.
 */
const en = {
  all: "All",
  filterByCategory: "Filter by category",
  readMore: "Read more",
  listHeading: "{category} · page {page} of {total}",
  listHeadingAll: "Page {page} of {total}",
  lastUpdated: "Blog last updated: {date}",
  noPostsIn: "No posts in {category} category",
  noPostsHint: "Try selecting a different category or check back soon for new content!",
  viewAll: "View all",
  unableToLoad: "Unable to load blog",
  tryAgain: "Try again",
  failedToLoad: "Failed to load blog data",
  httpError: "Failed to load blog data: {status} {statusText}",
  requestTimeout: "Request timeout",
  invalidFormat: "Invalid blog data format",
  missingArrays: "Blog data missing required language arrays",
};

export type BlogMessages = Record<keyof typeof en, string>;

const ko: BlogMessages = {
  all: "전체",
  filterByCategory: "분야별로 보기",
  readMore: "자세히 보기",
  listHeading: "{category} · {total}쪽 중 {page}쪽",
  listHeadingAll: "{total}쪽 중 {page}쪽",
  lastUpdated: "블로그 최종 업데이트: {date}",
  noPostsIn: "‘{category}’ 분야에는 아직 글이 없습니다",
  noPostsHint: "다른 분야를 선택하시거나 새 글이 올라올 때까지 조금만 기다려 주세요!",
  viewAll: "전체 보기",
  unableToLoad: "블로그를 불러올 수 없습니다",
  tryAgain: "다시 시도",
  failedToLoad: "블로그 데이터를 불러오지 못했습니다",
  httpError: "블로그 데이터를 불러오지 못했습니다: {status} {statusText}",
  requestTimeout: "요청 시간이 초과되었습니다",
  invalidFormat: "블로그 데이터 형식이 올바르지 않습니다",
  missingArrays: "블로그 데이터에 필요한 언어별 목록이 없습니다",
};

export const blogMessages: Record<Lang, BlogMessages> = { en, ko };
