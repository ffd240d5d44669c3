import { useEffect, useMemo, useRef, useState } from "react";
import { data, Link } from "react-router";
import { ProgressBackup } from "~/components/progress-backup";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLang } from "~/hooks/use-lang";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";
import { pageHeaders, requireLang } from "~/lib/http/responses";
import type { Lang } from "~/lib/i18n/languages";
import { format } from "~/lib/i18n/messages";
import { reviewMessages, type ReviewMessages } from "~/lib/i18n/messages/review";
import { paths } from "~/lib/paths";
import type { ReviewCardData } from "~/lib/review/cards";
import { readFacts } from "~/lib/review/read-facts";
import { relativeTime } from "~/lib/review/relative-time";
import { GRADINGS, grade, newCard, nextDues, type Grading } from "~/lib/review/schedule";
import { batches, deckState, factsToReview, withNewCards } from "~/lib/review/session";
import { readReviewCards, writeReviewCards, type ReviewCards } from "~/lib/review/store";
import { askToKeepStorage, parseSaved, savedSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";
import { LIST_LIMIT, toListEntry } from "~/lib/saved/fact-list";
import { buildMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/review";

/** The most facts whose cards one visit makes (saved first, then the most recently read). */
const MAX_FACTS = 200;

/** /{lang}/review: the same page for everyone (the cards and their schedule live in the browser), not indexed. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const r = reviewMessages[lang];
  return data(
    { meta: buildMeta({ site: context.config, lang, path: "/review", title: r.title, description: r.intro, noindex: true }) },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

type Made = { state: "loading" } | { state: "failed" } | { state: "ready"; cards: Map<string, ReviewCardData> };

/** Fetches the cards of the facts this browser has saved or read, in batches the server accepts. */
function useMadeCards(lang: Lang): Made {
  const [made, setMade] = useState<Made>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const facts = factsToReview(
      parseSaved(savedSnapshot()).map((f) => f.path),
      readFacts().map((f) => f.path),
      MAX_FACTS,
    ).map(toListEntry);
    Promise.all(
      batches(facts, LIST_LIMIT).map(async (batch) => {
        const res = await fetch(paths.reviewCards(lang, batch), { signal: controller.signal });
        if (!res.ok) throw new Error(`review cards: ${res.status}`);
        return ((await res.json()) as { cards: ReviewCardData[] }).cards;
      }),
    )
      .then((lists) => {
        const cards = lists.flat();
        const added = withNewCards(readReviewCards(), cards, (fact) => newCard(fact, new Date()));
        if (added) writeReviewCards(added);
        setMade({ state: "ready", cards: new Map(cards.map((c) => [c.id, c])) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setMade({ state: "failed" });
      });
    return () => controller.abort();
  }, [lang]);
  return made;
}

/** The stored schedule, read again whenever this tab or another changes it (a grade, an import). */
function useStoredCards(): ReviewCards {
  const [cards, setCards] = useState<ReviewCards>(() => readReviewCards());
  useEffect(() => subscribeToDeviceStore(() => setCards(readReviewCards())), []);
  return cards;
}

function Card({ card, r, lang, onGrade }: { card: ReviewCardData; r: ReviewMessages; lang: Lang; onGrade: (g: Grading) => void }) {
  const [revealed, setRevealed] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const stored = useStoredCards()[card.id];
  useEffect(() => {
    if (revealed) answerRef.current?.focus();
  }, [revealed]);
  const now = Date.now();
  const dues = stored ? nextDues(stored, new Date(now)) : undefined;
  return (
    <section className="review-card" aria-labelledby="review-card-title">
      <h2 id="review-card-title" tabIndex={-1}>
        {r.cloze}
      </h2>
      <figure className="quiz-line">
        <blockquote lang={card.learn}>
          {card.before}
          {revealed ? (
            <strong className="quiz-blank quiz-filled">{card.answer}</strong>
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
          <p>
            {r.answer}: <strong lang={card.learn}>{card.answer}</strong>
          </p>
          <p>
            <Link to={paths.fact(lang, card.fact)}>{format(r.openFact, { title: card.title })}</Link>
          </p>
          <fieldset className="review-grades">
            <legend>{r.gradeLegend}</legend>
            <div className="backup-actions">
              {GRADINGS.map((g) => (
                <button key={g} type="button" className={g === "good" ? "button" : "button button-ghost"} onClick={() => onGrade(g)}>
                  {r[g]}
                  {dues ? <small> · {format(r.gradeNext, { when: relativeTime(dues[g], now, lang) })}</small> : null}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </section>
  );
}

function ReviewSession({ lang, r }: { lang: Lang; r: ReviewMessages }) {
  const made = useMadeCards(lang);
  const stored = useStoredCards();
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef(false);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const deck = useMemo(() => (made.state === "ready" ? deckState(stored, made.cards, now) : undefined), [made, stored, now]);
  if (made.state === "loading") return <p className="saved-status">{r.loading}</p>;
  if (made.state === "failed") return <p className="saved-status">{r.loadFailed}</p>;
  if (!deck || deck.total === 0)
    return (
      <>
        <p className="saved-status">{r.empty}</p>
        <FactLinks lang={lang} r={r} />
      </>
    );
  const current = deck.due[0] ? made.cards.get(deck.due[0]) : undefined;
  const onGrade = (grading: Grading) => {
    if (!current) return;
    const card = readReviewCards()[current.id] ?? stored[current.id];
    if (!card) return;
    const at = new Date();
    writeReviewCards({ ...readReviewCards(), [current.id]: grade(card, grading, at) });
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
        <Card key={`${current.id}@${stored[current.id]?.reps ?? 0}`} card={current} r={r} lang={lang} onGrade={onGrade} />
      ) : (
        <>
          <p>{r.done}</p>
          {deck.nextDue ? <p>{format(r.nextDue, { when: relativeTime(deck.nextDue, now, lang) })}</p> : null}
        </>
      )}
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
          <ProgressBackup />
        </>
      )}
    </div>
  );
}

