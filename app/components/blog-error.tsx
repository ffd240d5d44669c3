import { useLocation } from "react-router";
import type { BlogLoadError } from "~/lib/blog/blog-metadata";
import { useLang } from "~/hooks/use-lang";
import { format } from "~/lib/i18n/messages";
import { blogMessages, type BlogMessages } from "~/lib/i18n/messages/blog";
import { Emoji } from "./emoji";

/** The spec's error catalogue, in the page's language. */
function blogErrorMessage(error: BlogLoadError, b: BlogMessages): string {
  switch (error.kind) {
    case "http":
      return format(b.httpError, { status: error.status, statusText: error.statusText });
    case "timeout":
      return b.requestTimeout;
    case "invalid-format":
      return b.invalidFormat;
    case "missing-arrays":
      return b.missingArrays;
    case "message":
      return error.message;
    case "unknown":
      return b.failedToLoad;
  }
}

/** Why the blog could not be shown, with a way to try again. */
export function BlogError({ error }: { error: BlogLoadError }) {
  const b = blogMessages[useLang()];
  const message = blogErrorMessage(error, b);
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  return (
    <div className="empty-state blog-error" role="alert">
      <p className="sad-icon">
        <Emoji>⚠️</Emoji>
      </p>
      <h2>{b.unableToLoad}</h2>
      <p>{message}</p>
      <p>
        {/* A real reload: a plain link to this same address works with and without JavaScript. */}
        <a className="button" href={href}>
          {b.tryAgain}
        </a>
      </p>
    </div>
  );
}
