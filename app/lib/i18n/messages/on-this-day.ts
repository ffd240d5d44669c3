import type { Lang } from "../languages";

/**
 * The On this day pages' strings (the name of the section, in menus, stays in the main dictionary). The pages'
 * loaders write every text, so these reach the browser only in those pages' own chunk, never in the dictionary
 * every page downloads. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  dayTitle: "On This Day: {date}",
  intro: "What happened on {date}, in any year, in Curio’s facts.",
  description: "Events on {date} in history, space and science, each with the fact that tells its story.",
  weekIntro: "What happened in the week around {date}, in any year, in Curio’s facts.",
  nearestIntro: "What happened on the days nearest to {date}, in any year, in Curio’s facts.",
  week: "This week in history",
  nearest: "The nearest days with an event",
  before: "Before: {date}",
  after: "After: {date}",
  previousDay: "Previous day",
  nextDay: "Next day",
  today: "Today: {date}",
  year: "{year}",
  yearBce: "{year} BCE",
  everyYear: "Every year",
  todayLine: "On This Day: {what} ({year})",
};

export type OnThisDayMessages = typeof en;

const ko: OnThisDayMessages = {
  dayTitle: "역사 속 오늘: {date}",
  intro: "Curio의 지식 가운데 {date}에 일어난 일을 연도에 상관없이 모았습니다.",
  description: "{date}에 일어난 역사, 우주, 과학 속 사건을 그 이야기를 담은 지식과 함께 소개합니다.",
  weekIntro: "Curio의 지식 가운데 {date} 앞뒤 한 주 동안 일어난 일을 연도에 상관없이 모았습니다.",
  nearestIntro: "Curio의 지식 가운데 {date}에서 가장 가까운 날에 일어난 일을 연도에 상관없이 모았습니다.",
  week: "역사 속 이번 주",
  nearest: "가장 가까운 날의 사건",
  before: "이전: {date}",
  after: "이후: {date}",
  previousDay: "전날",
  nextDay: "다음 날",
  today: "오늘: {date}",
  year: "{year}년",
  yearBce: "기원전 {year}년",
  everyYear: "매년",
  todayLine: "역사 속 오늘: {what}({year})",
};

export const onThisDayMessages: Record<Lang, OnThisDayMessages> = { en, ko };
