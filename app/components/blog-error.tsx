import { useLocation } from "react-router";
import type { BlogLoadError } from "~/lib/blog/blog-metadata";
import { format, type Messages } from "~/lib/i18n/messages";
import { Emoji } from "./emoji";

/** The spec's error catalogue, in the page's language. */
function blogErrorMessage(error: BlogLoadError, t: Messages): string {
  switch (error.kind) {
    case "http":
      return format(t.blog.httpError, { status: error.status, statusText: error.statusText });
    case "timeout":
      return t.blog.requestTimeout;
    case "invalid-format":
      return t.blog.invalidFormat;
    case "missing-arrays":
      return t.blog.missingArrays;
    case "message":
      return error.message;
    case "unknown":
      return t.blog.failedToLoad;
  }
}

/** Why the blog could not be shown, with a way to try again. */
export function BlogError({ error, t }: { error: BlogLoadError; t: Messages }) {
  const message = blogErrorMessage(error, t);
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  return (
    <div className="empty-state blog-error" role="alert">
      <p className="sad-icon">
        <Emoji>⚠️</Emoji>
      </p>
      <h2>{t.blog.unableToLoad}</h2>
      <p>{message}</p>
      <p>
        {/* A real reload: a plain link to this same address works with and without JavaScript. */}
        <a className="button" href={href}>
          {t.blog.tryAgain}
        </a>
      </p>
    </div>
  );
}
