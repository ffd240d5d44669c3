import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { langFromPath } from "./lib/i18n/languages";
import { loadMessages } from "./lib/i18n/messages";

// React Router's default entry, after the page's own dictionary: the bundle carries neither language's.
void loadMessages(langFromPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
