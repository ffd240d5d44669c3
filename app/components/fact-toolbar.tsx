import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { languageLabel, type Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";
import { LanguageLink, placeHash } from "./language-link";
import { ReadAloud } from "./read-aloud";
import { ReviewSlot } from "./review-invite";
import { SaveToggle } from "./save-toggle";
import { ShareButton } from "./share-button";

/** A link to another view of the same fact (side by side, or back to the fact) that lands on the reader's paragraph. */
function PlaceLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(`${to}${placeHash()}`);
      }}
    >
      {children}
    </Link>
  );
}

type Said = "saved" | "removed" | "copied" | null;

/**
 * The one toolbar of a fact, under its title on the fact page and on the side-by-side page: (on the side-by-side
 * page, its way back to the fact and the other languages,) side by side, Save, Share and Listen (where a voice can
 * read), then one status line for what they say. The fact page has its Back beside the category and the other
 * language in the header, so its tools fit one row at 360 px: below 480 px Save and Share show their icons, their
 * names kept for assistive technology.
 *
 * Without JavaScript only the links show (CSS hides the rest with `scripting: none`); with it, Listen, Save and
 * Share appear in slots of fixed size kept for them from the first paint, and the status line is kept too,
 * so nothing on the page moves when they arrive, when Listen turns into Pause and Stop, or when a status is said.
 */
export function FactToolbar({
  back,
  languages = [],
  sideBySide,
  listen,
  fact,
  shareUrl,
}: {
  /** The side-by-side page's way back to the fact. */
  back?: { to: string; label: string };
  /** The same view of the fact in each other language it has (the side-by-side page). */
  languages?: readonly { lang: Lang; to: string }[];
  sideBySide?: string;
  listen: { targetId: string; langs: readonly Lang[] };
  fact: { path: string; title: string };
  shareUrl: string;
}) {
  const lang = useLang();
  const t = useMessages();
  const [said, setSaid] = useState<Said>(null);
  // The fact counts as read (its key terms become review cards): recorded after hydration, by the menu's review link's module (one chunk for both).
  useEffect(() => void import("./review-link").then((m) => m.recordRead(fact.path)), [fact.path]);
  return (
    <div className="fact-tools">
      <div role="group" aria-label={t.fact.tools} className="fact-toolbar">
        {back ? (
          <PlaceLink to={back.to} className="tool-button back-button">
            <span aria-hidden="true">←</span> {back.label}
          </PlaceLink>
        ) : null}
        {languages.map(({ lang: code, to }) => (
          <LanguageLink key={code} language={code} to={to} className="tool-button">
            {languageLabel(code)}
          </LanguageLink>
        ))}
        {sideBySide ? (
          <PlaceLink to={sideBySide} className="tool-button side-by-side-link">
            {t.fact.readSideBySide}
          </PlaceLink>
        ) : null}
        <span className="tool-slot tool-slot-save">
          <SaveToggle path={fact.path} title={fact.title} onChange={(saved) => setSaid(saved ? "saved" : "removed")} />
        </span>
        <span className="tool-slot tool-slot-share">
          <ShareButton url={shareUrl} title={fact.title} onCopied={() => setSaid("copied")} />
        </span>
        {/* Last, so that where no voice can read (and Listen is not drawn) nothing after it moves. */}
        <span className="tool-slot tool-slot-listen">
          <ReadAloud {...listen} />
        </span>
      </div>
      <p className="tool-status">
        <span role="status">
          {said === "saved" ? (
            <>
              {t.saved.savedOnDevice} <Link to={paths.saved(lang)}>{t.saved.viewSaved}</Link>
            </>
          ) : said === "removed" ? (
            t.saved.removedFromSaved
          ) : said === "copied" ? (
            t.share.copied
          ) : null}
        </span>
        {/* Once read, the fact's key terms are review cards: the way to them, while the tools have nothing to say. */}
        {said === null ? <ReviewSlot where="fact" /> : null}
      </p>
    </div>
  );
}
