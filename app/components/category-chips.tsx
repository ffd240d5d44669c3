import { Link } from "react-router";
import { useLang } from "~/hooks/use-lang";
import type { CategoryView } from "~/lib/catalogue/ways-forward";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";

/** Every category as a chip linking to its list in the blog (the order is the caller's: by name). */
export function CategoryChips({ categories }: { categories: CategoryView[] }) {
  const lang = useLang();
  return (
    <ul className="chip-list">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link className="chip" to={paths.blog(lang, c.slug)} style={{ "--cat": c.color } as React.CSSProperties}>
            <Emoji>{c.emoji}</Emoji> {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
