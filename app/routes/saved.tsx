import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link } from "react-router";
import { FactCard, FactCardList } from "~/components/fact-card";
import { useSavedFacts } from "~/hooks/use-saved-facts";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { FactJson } from "~/lib/api/fact-json";
import { excerpt } from "~/lib/catalogue/excerpt";
import { toFactCard } from "~/lib/catalogue/fact-view";
import { pageHeaders, requireLang } from "~/lib/http/responses";
import { format, messagesFor } from "~/lib/i18n/messages";
import type { Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";
import { restoreSaved, setSaved, type SavedFact } from "~/lib/saved/device-store";
import { LIST_LIMIT, toListEntry } from "~/lib/saved/fact-list";
import { buildMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/saved";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";
import { ReviewSlot } from "~/components/review-invite";
import { Emoji } from "~/components/emoji";
import { savedMessages } from "~/lib/i18n/messages/saved";

// After hydration only, in a chunk of its own: the backup's code (and the schema that checks review cards in
// it) is not part of this page's first script, nor named in every page's route manifest.
const ProgressBackup = lazy(() => import("~/components/progress-backup").then((m) => ({ default: m.ProgressBackup })));

const SUGGESTION_COUNT = 3;

/** /{lang}/saved: the same page for everyone (the list lives in the browser), with suggestions for an empty list. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const t = messagesFor(lang);
  const suggestions = context.catalogue.facts.filter((f) => f.translations[lang]).slice(0, SUGGESTION_COUNT);
  return data(
    {
      suggestions: suggestions.map((f) => toFactCard(context.catalogue, f, lang)),
      meta: buildMeta({
        site: context.config,
        lang,
        path: "/saved",
        title: t.saved.title,
        description: savedMessages[lang].intro,
        noindex: true,
      }),
    },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

type Loaded = Record<string, FactJson | "missing">;

/** Fetches each saved fact once from the public API (the page itself cannot know them). */
function useFactsFromApi(paths: readonly string[], lang: Lang): Loaded {
  const [loaded, setLoaded] = useState<{ lang: Lang; facts: Loaded }>({ lang, facts: {} });
  const key = paths.join("|");
  useEffect(() => {
    const wanted = key ? key.split("|") : [];
    const controller = new AbortController();
    for (const path of wanted) {
      fetch(`/api/v1/facts${path.replace(/^\/fact/, "")}?lang=${lang}`, { signal: controller.signal })
        .then(async (res) => (res.ok ? ((await res.json()) as { fact: FactJson }).fact : ("missing" as const)))
        .then((fact) => setLoaded((prev) => ({ lang, facts: { ...(prev.lang === lang ? prev.facts : {}), [path]: fact } })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [key, lang]);
  return loaded.lang === lang ? loaded.facts : {};
}

/** A saved time as the reader's own calendar day (YYYY-MM-DD): the list is drawn in their browser. */
function localDay(savedAt: number): string {
  const d = new Date(savedAt);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * The reader's saved facts, newest first, each card its title's link with the day it was saved; removing one is
 * a small control at its foot, and the fact can be put back (Undo) until another is removed. Keeping progress
 * comes after the list.
 */
export default function SavedPage({ loaderData }: Route.ComponentProps) {
  const { suggestions } = loaderData;
  const t = useMessages();
  const lang = useLang();
  const ready = useHydrated();
  const saved = useSavedFacts();
  const [removed, setRemoved] = useState<{ fact: SavedFact; title: string } | null>(null);
  const savedAt = new Map(saved.map((s) => [s.path, s.savedAt]));
  const loaded = useFactsFromApi(
    saved.map((f) => f.path),
    lang,
  );
  const shown = saved.flatMap((s) => {
    const fact = loaded[s.path];
    return fact && fact !== "missing" ? [fact] : [];
  });
  const pending = saved.some((s) => loaded[s.path] === undefined);
  // The backup arrives once the list first has (below it, so nothing moves), then stays, whatever is imported.
  const [settled, setSettled] = useState(false);
  if (ready && !pending && !settled) setSettled(true);
  return (
    <div className="page saved-page">
      <h1>{t.saved.title}</h1>
      <p className="tagline">{savedMessages[lang].intro}</p>
      {/* At least a screen tall, as the quiz's stage: the list and the backup arrive after hydration (the facts from
          the API) below what is on screen already, so nothing the reader sees moves, nor the footer into view. */}
      <div className="saved-stage" style={{ minHeight: "100svh" }}>
        {!ready ? (
          <>
            <p className="saved-status">{savedMessages[lang].needsJavaScript}</p>
            {/* Without JavaScript, facts to read instead of a dead end; with it, never shown (hydration replaces it). */}
            <div className="without-script">
              <FactCardList title={savedMessages[lang].suggestions} facts={suggestions} />
            </div>
          </>
        ) : saved.length === 0 ? (
          <>
            <UndoRemove removed={removed} onUndo={() => setRemoved(null)} />
            <p className="saved-status">{savedMessages[lang].empty}</p>
            <FactCardList title={savedMessages[lang].suggestions} facts={suggestions} />
          </>
        ) : (
          <>
            <UndoRemove removed={removed} onUndo={() => setRemoved(null)} />
            {/* The list comes whole, once every saved fact has arrived: it never grows card by card under the reader. */}
            {pending ? <p className="saved-status">{savedMessages[lang].loading}</p> : null}
            {pending ? null : (
              <ul className="card-grid saved-list">
                {shown.map((fact) => (
                  <li key={fact.path}>
                    <FactCard
                      href={paths.fact(lang, fact.path)}
                      category={fact.category}
                      title={fact.title}
                      body={excerpt(fact.body, lang)}
                      date={localDay(savedAt.get(fact.path) ?? 0)}
                      dateLabel={savedMessages[lang].savedOn}
                      headingLevel={2}
                      action={
                        <button
                          type="button"
                          className="saved-remove"
                          style={REMOVE}
                          aria-label={format(t.saved.unsaveLabel, { title: fact.title })}
                          onClick={() => {
                            setRemoved({ fact: { path: fact.path, savedAt: savedAt.get(fact.path) ?? Date.now() }, title: fact.title });
                            setSaved(fact.path, false);
                          }}
                        >
                          <span aria-hidden="true">✕</span> {savedMessages[lang].remove}
                        </button>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {shown.length > 0 && !pending ? (
              <p>
                <Link
                  to={paths.list(
                    lang,
                    shown.slice(0, LIST_LIMIT).map((f) => toListEntry(f.path)),
                  )}
                  className="button button-ghost share-list"
                >
                  <Emoji>🔗</Emoji> {savedMessages[lang].shareList}
                </Link>
              </p>
            ) : null}
            <ReviewSlot where="saved" />
          </>
        )}
        {settled ? (
          <Suspense fallback={null}>
            <ProgressBackup />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

// The saved page's own controls, drawn after hydration, by style attributes (the policy allows them), so the
// stylesheet every page inlines does not grow for them (test/integration/budgets.test.ts).
/** Removing is a small control at the card's foot, above the card's link: the title is the large target. */
const REMOVE: React.CSSProperties = {
  position: "relative",
  zIndex: 1,
  alignSelf: "flex-start",
  minHeight: "32px",
  padding: "0 0.65rem",
  border: "1px solid var(--border)",
  borderRadius: "999px",
  background: "none",
  color: "var(--muted)",
  font: "inherit",
  fontSize: "0.85rem",
};
/** "Removed …. Undo" at the foot of the screen, where the reader is, whatever the list's length. */
const UNDO: React.CSSProperties = {
  position: "fixed",
  zIndex: 60,
  inset: "auto 1rem 1rem",
  maxWidth: "30rem",
  margin: "0 auto",
  padding: "0.5rem 1rem",
  borderRadius: "var(--radius)",
  background: "var(--text)",
  color: "var(--bg)",
};

/** "Removed “…”. Undo": said once a fact is removed, with the way to put it back where it was. */
function UndoRemove({ removed, onUndo }: { removed: { fact: SavedFact; title: string } | null; onUndo: () => void }) {
  const lang = useLang();
  return (
    <p className="saved-undo" role="status" style={removed ? UNDO : { margin: 0 }}>
      {removed ? (
        <>
          {format(savedMessages[lang].removedTitle, { title: removed.title })}{" "}
          <button
            type="button"
            className="button button-ghost"
            style={{ color: "inherit" }}
            onClick={() => {
              restoreSaved(removed.fact);
              onUndo();
            }}
          >
            {savedMessages[lang].undo}
          </button>
        </>
      ) : null}
    </p>
  );
}
