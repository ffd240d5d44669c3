import { useId } from "react";
import { useNavigate } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";

/**
 * A GET form to the search route (works without JavaScript). With JavaScript the term is trimmed and an
 * empty term does nothing.
 */
export function SearchForm({ defaultValue = "", className = "search-form" }: { defaultValue?: string; className?: string }) {
  const lang = useLang();
  const t = useMessages();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      method="get"
      action={`/${lang}/search`}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const term = String(new FormData(event.currentTarget).get("query") ?? "").trim();
        if (term) void navigate(`/${lang}/search?query=${encodeURIComponent(term)}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.search.label}
      </label>
      <input
        id={id}
        key={defaultValue}
        type="search"
        name="query"
        defaultValue={defaultValue}
        placeholder={t.search.placeholder}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit">
        <span aria-hidden="true">🔍</span>
        <span className="visually-hidden">{t.search.submit}</span>
      </button>
    </form>
  );
}
