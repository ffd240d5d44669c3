import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { IpaLine, SaidLine } from "~/components/said-line";
import { useLang } from "~/hooks/use-lang";
import { cacheHeaders, NO_STORE, PRIVATE_NO_STORE, PUBLIC_PAGE } from "~/lib/http/cache-control";
import type { RouteHandle } from "~/lib/http/route-handle";
import { langFromPath, type Lang } from "~/lib/i18n/languages";
import { reviewCardsFor } from "~/lib/review/cards.server";
import { pageHeaders, requireLang } from "~/lib/http/responses";
import { format } from "~/lib/i18n/messages";
import { reviewMessages, type ReviewMessages } from "~/lib/i18n/messages/review";
import { paths } from "~/lib/paths";
import type { ReviewCardData } from "~/lib/review/cards";
import { NEW_CARDS_PER_DAY, readFacts, REVIEW_FACTS_LIMIT, REVIEW_PARAM_LENGTH } from "~/lib/review/local";
import { relativeTime } from "~/lib/review/relative-time";
import { GRADINGS, grade, newCard, nextDues, type Grading } from "~/lib/review/schedule";
import { deckState, factsToReview, withinLength, withNewCards } from "~/lib/review/session";
import { readReviewCards, writeReviewCards, type ReviewCards } from "~/lib/review/store";
import { askToKeepStorage, parseSaved, savedSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";
import { isListEntry, toListEntry } from "~/lib/saved/fact-list";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/review";

// The saved page's backup, which carries the cards too (loaded after hydration, as there).
const ProgressBackup = lazy(() => import("~/components/progress-backup").then((m) => ({ default: m.ProgressBackup })));

export const handle: RouteHandle = { query: { f: REVIEW_PARAM_LENGTH } };

/**
 * /{lang}/review: the same page for everyone (the cards and their schedule live in the browser), not indexed.
 * With `f` (the facts this browser saved or read, `category/slug` joined by commas, at most 200), its data is
 * those facts' cards, which the page loads after hydration: the reader's own list, so `private, no-store`;
 * a list that is not one is a 400.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const r = reviewMessages[lang];
  const meta = buildMeta({ site: context.config, lang, path: "/review", title: r.title, description: r.intro, noindex: true });
  const f = new URL(request.url).searchParams.get("f");
  if (f === null) return data({ meta, cards: null }, { headers: cacheHeaders(context, PUBLIC_PAGE) });
  const cards = reviewCardsFor(context.catalogue, context.config.catalogueDir, f, lang);
  if (!cards) throw data(null, { status: 400, headers: cacheHeaders(context, NO_STORE) });
  return data({ meta, cards }, { headers: cacheHeaders(context, PRIVATE_NO_STORE) });
}

export const meta = ({ data, location }: Route.MetaArgs) => data?.meta ?? errorMeta(reviewMessages[langFromPath(location.pathname)].title);
export const headers = pageHeaders;

/** The facts to ask cards for: saved, then read, as `category/slug`, within the request's bounds. */
const factsOnThisDevice = () =>
  withinLength(
    factsToReview(
      parseSaved(savedSnapshot()).map((f) => f.path),
      readFacts().map((f) => f.path),
      REVIEW_FACTS_LIMIT,
    )
      .map(toListEntry)
      .filter(isListEntry),
    REVIEW_PARAM_LENGTH,
  );

/**
 * The cards of the facts this browser has saved or read (this route's data, for that list), by id; undefined
 * while they load. Cards new to this browser are stored as due now.
 */
function useMadeCards(lang: Lang, now: number): Map<string, ReviewCardData> | undefined {
  const fetcher = useFetcher<typeof loader>();
  // Rendered only after hydration, so localStorage is there to read.
  const [facts] = useState(factsOnThisDevice);
  const { load } = fetcher;
  useEffect(() => {
    if (facts.length > 0) void load(`${paths.review(lang)}?${new URLSearchParams({ f: facts.join(",") })}`);
  }, [facts, lang, load]);
  const cards = fetcher.data?.cards;
  useEffect(() => {
    // Due as of the session's clock, so they count among the cards due now.
    const added = cards ? withNewCards(readReviewCards(), cards, (fact) => newCard(fact, new Date(now))) : undefined;
    if (added) writeReviewCards(added);
  }, [cards, now]);
  return useMemo(() => (facts.length === 0 ? new Map() : cards ? new Map(cards.map((c) => [c.id, c])) : undefined), [facts, cards]);
}

/** The stored schedule, read again whenever this tab or another changes it (a grade, an import). */
function useStoredCards(): ReviewCards {
  const [cards, setCards] = useState<ReviewCards>(() => readReviewCards());
  useEffect(() => subscribeToDeviceStore(() => setCards(readReviewCards())), []);
  return cards;
}

/** How the answer is said, beside it once shown: a Korean term's [표준 발음] and romanization, an English word's IPA. */
function AnswerSound({ card }: { card: ReviewCardData }) {
  // Inline, in its sentence (the glosses' sound lines are blocks).
  return (
    <span style={{ display: "inline-block" }}>{card.say ? <SaidLine say={card.say} /> : card.ipa ? <IpaLine ipa={card.ipa} /> : null}</span>
  );
}

function Card({
  card,
  r,
  lang,
  now,
  onGrade,
}: {
  card: ReviewCardData;
  r: ReviewMessages;
  lang: Lang;
  now: number;
  onGrade: (g: Grading) => void;
}) {
  const [revealed, setRevealed] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const stored = useStoredCards()[card.id] ?? newCard(card.fact, new Date(now));
  useEffect(() => {
    if (revealed) answerRef.current?.focus();
  }, [revealed]);
  const dues = nextDues(stored, new Date(now));
  return (
    <section className="review-card" aria-labelledby="review-card-title">
      <h2 id="review-card-title" tabIndex={-1}>
        {r.cloze}
      </h2>
      <figure className="quiz-line">
        <blockquote lang={card.learn}>
          {card.before}
          {revealed ? (
            // The answer fills its blank where it stands, with how it is said right after it.
            <>
              <strong className="quiz-blank quiz-filled">{card.answer}</strong>
              {card.say || card.ipa ? (
                <>
                  {" "}
                  <AnswerSound card={card} />
                </>
              ) : null}
            </>
          ) : (
            <span className="quiz-blank">
              <span className="visually-hidden">{r.blank}</span>
              <span aria-hidden="true">?</span>
            </span>
          )}
          {card.after}
        </blockquote>
        <figcaption>
          {format(r.hint, { gloss: card.gloss })}
          {card.note ? ` (${card.note})` : ""}
        </figcaption>
      </figure>
      <figure className="quiz-line">
        <figcaption>{r.prompt}</figcaption>
        <blockquote lang={lang}>{card.prompt}</blockquote>
      </figure>
      {!revealed ? (
        <p>
          <button type="button" className="button" onClick={() => setRevealed(true)}>
            {r.show}
          </button>
        </p>
      ) : (
        <div ref={answerRef} tabIndex={-1} className="review-answer">
          {/* Said first to a screen reader, which met the sentence before the answer filled it. */}
          <p className="visually-hidden">
            {r.answer}: <span lang={card.learn}>{card.answer}</span>
          </p>
          {/* Four equal buttons, two a row on a phone, four where they fit; no frame. The card is drawn only in the
              browser, so its few layout rules are set here rather than in the stylesheet every page inlines. */}
          <fieldset style={{ margin: "1rem 0", padding: 0, border: 0 }}>
            <legend>{r.gradeLegend}</legend>
            <div
              style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(8.5rem, 1fr))", gap: "0.5rem", marginTop: "0.5rem" }}
            >
              {GRADINGS.map((g) => (
                <button
                  key={g}
                  type="button"
                  className={g === "good" ? "button" : "button button-ghost"}
                  style={{ flexDirection: "column", gap: 0 }}
                  onClick={() => onGrade(g)}
                >
                  {r[g]}
                  <small style={{ fontWeight: 400 }}>{format(r.gradeNext, { when: relativeTime(dues[g], now, lang) })}</small>
                </button>
              ))}
            </div>
          </fieldset>
          <p>
            <Link to={paths.fact(lang, card.fact)}>{format(r.openFact, { title: card.title })}</Link>
          </p>
        </div>
      )}
    </section>
  );
}

function ReviewSession({ lang, r }: { lang: Lang; r: ReviewMessages }) {
  const [now, setNow] = useState(() => Date.now());
  const made = useMadeCards(lang, now);
  const stored = useStoredCards();
  const asked = useRef(false);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const deck = useMemo(() => (made ? deckState(stored, made, now) : undefined), [made, stored, now]);
  if (!made || !deck) return <p className="saved-status">{r.loading}</p>;
  if (deck.total === 0)
    return (
      <>
        <p className="saved-status">{r.empty}</p>
        <FactLinks lang={lang} r={r} />
      </>
    );
  const current = deck.due[0] ? made.get(deck.due[0]) : undefined;
  const onGrade = (grading: Grading) => {
    if (!current) return;
    const at = new Date();
    const cards = readReviewCards();
    writeReviewCards({ ...cards, [current.id]: grade(cards[current.id] ?? newCard(current.fact, at), grading, at) });
    setNow(Date.now());
    if (!asked.current) {
      asked.current = true;
      void askToKeepStorage();
    }
    headingRef.current?.focus();
  };
  return (
    <>
      <p className="saved-status" role="status" ref={headingRef} tabIndex={-1}>
        {format(r.status, { due: deck.due.length, total: deck.total })}
      </p>
      {current ? (
        <Card key={`${current.id}@${stored[current.id]?.reps ?? 0}`} card={current} r={r} lang={lang} now={now} onGrade={onGrade} />
      ) : (
        <>
          <p>{r.done}</p>
          {deck.nextDue ? <p>{format(r.nextDue, { when: relativeTime(deck.nextDue, now, lang) })}</p> : null}
        </>
      )}
      {deck.waiting > 0 ? <p className="saved-status">{format(r.waiting, { count: deck.waiting, limit: NEW_CARDS_PER_DAY })}</p> : null}
    </>
  );
}

function FactLinks({ lang, r }: { lang: Lang; r: ReviewMessages }) {
  return (
    <ul>
      <li>
        <Link to={paths.saved(lang)}>{r.savedLink}</Link>
      </li>
      <li>
        <Link to={paths.blog(lang)}>{r.factsLink}</Link>
      </li>
    </ul>
  );
}

export default function ReviewPage() {
  const lang = useLang();
  const r = reviewMessages[lang];
  const ready = useHydrated();
  return (
    <div className="page quiz-page review-page">
      <h1>{r.title}</h1>
      <p className="tagline">{r.intro}</p>
      <p>{r.privacy}</p>
      {!ready ? (
        <>
          <p className="saved-status">{r.needsJavaScript}</p>
          <FactLinks lang={lang} r={r} />
        </>
      ) : (
        <>
          <ReviewSession lang={lang} r={r} />
          <Suspense fallback={null}>
            <ProgressBackup />
          </Suspense>
        </>
      )}
    </div>
  );
}
