import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useDomId } from "~/hooks/use-dom-id";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { Suggestion } from "~/lib/search/suggestion";
import { HighlightedText } from "./highlighted-text";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";

const DEBOUNCE_MS = 150;

/**
 * A GET form to the search route (works without JavaScript). With JavaScript: the term is trimmed, an
 * empty term does nothing, and up to five suggestions appear as you type (ARIA combobox: arrows move,
 * Enter opens the highlighted fact, Escape closes). Requests are debounced; a newer one cancels the last.
 * The box is a text input: ARIA in HTML allows role="combobox" on type="text", not on type="search"
 * (inputMode and enterKeyHint still give phones their search keyboard).
 */
export function SearchForm({ defaultValue = "", className = "search-form" }: { defaultValue?: string; className?: string }) {
  const lang = useLang();
  const t = useMessages();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ query: string; suggestions: Suggestion[] }>();
  const id = useDomId("search");
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const { load } = fetcher;

  useEffect(() => {
    const term = value.trim();
    if (!typed.current || !term) return;
    const timer = window.setTimeout(() => void load(paths.suggest(lang, term)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, lang, load]);

  const suggestions = value.trim() ? (fetcher.data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      setOpen(false);
      void navigate(suggestions[active]!.href);
    }
  };

  return (
    <form
      role="search"
      method="get"
      action={paths.search(lang)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const term = value.trim();
        setOpen(false);
        if (term) void navigate(paths.search(lang, term));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.search.label}
      </label>
      <div className="search-combobox">
        <input
          id={id}
          type="text"
          inputMode="search"
          name="query"
          value={value}
          onChange={(event) => {
            typed.current = true;
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          placeholder={t.search.placeholder}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        />
        <ul id={listId} role="listbox" aria-label={t.search.suggestions} className="suggestion-list" hidden={!expanded}>
          {suggestions.map((s, i) => (
            <li
              key={s.href}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="suggestion"
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                void navigate(s.href);
              }}
            >
              <Emoji>{s.emoji}</Emoji> <HighlightedText highlighted={s.marked} />
              {s.viaOther ? <span className="suggestion-via"> · {t.search.foundThroughOther}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit">
        <Emoji>🔍</Emoji>
        <span className="visually-hidden">{t.search.submit}</span>
      </button>
    </form>
  );
}
