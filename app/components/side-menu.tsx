import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { CategoryView } from "~/lib/catalogue/ways-forward";
import { paths } from "~/lib/paths";

// The dialog can only open once the script runs (without it the menu button is a link to /{lang}/menu), so its
// content is neither in the page's HTML nor in its first JavaScript: it loads as the page hydrates.
const MenuContent = lazy(() => import("./menu-content").then((m) => ({ default: m.MenuContent })));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The hamburger menu. Without JavaScript it is a link to the menu page (/{lang}/menu); once the script
 * runs it becomes a button that opens the same content in a native modal <dialog> on the left. Closes on Escape,
 * backdrop click, the close button, a language choice and any route change; traps Tab; focuses the first link
 * 100 ms after opening (unless the reader has moved focus by then); locks page scrolling while open; gives focus
 * back to the hamburger.
 */
export function SideMenu() {
  const lang = useLang();
  const t = useMessages();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusedOnOpenRef = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const categories = useRouteLoaderData<{ categories: CategoryView[] }>("routes/lang-layout")?.categories ?? [];

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(close, [location.key, close]);

  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add("scroll-locked");
    // The first link, once the content is there (on a slow line it may still be arriving) — unless the reader
    // has already moved focus (clicked into search, tabbed): a late timer must not take it, nor catch their Enter.
    const focusedOnOpen = focusedOnOpenRef.current;
    let timer = 0;
    const focusFirstLink = () => {
      if (document.activeElement !== focusedOnOpen) return;
      const link = dialogRef.current?.querySelector<HTMLElement>("nav a");
      if (link) link.focus();
      else timer = window.setTimeout(focusFirstLink, 50);
    };
    timer = window.setTimeout(focusFirstLink, 100);
    return () => {
      window.clearTimeout(timer);
      document.documentElement.classList.remove("scroll-locked");
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className="icon-button hamburger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="side-menu"
          onClick={() => {
            dialogRef.current?.showModal();
            focusedOnOpenRef.current = document.activeElement;
            setOpen(true);
          }}
        >
          <span aria-hidden="true" className="hamburger-icon" />
          <span className="visually-hidden">{t.nav.openMenu}</span>
        </button>
      ) : (
        <a href={paths.menu(lang)} className="icon-button hamburger">
          <span aria-hidden="true" className="hamburger-icon" />
          <span className="visually-hidden">{t.nav.openMenu}</span>
        </a>
      )}
      <dialog
        id="side-menu"
        ref={dialogRef}
        className="side-menu"
        aria-label={t.nav.menu}
        onClose={() => {
          setOpen(false);
          // Back to the menu button, unless a route change has already put focus on the new page's heading.
          const active = document.activeElement;
          if (!active || active === document.body || dialogRef.current?.contains(active)) buttonRef.current?.focus();
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the dialog box itself, outside its content, is a click on the backdrop.
          if (event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
          if (!inside) close();
        }}
      >
        <div className="side-menu-content">
          <div className="side-menu-top">
            <span className="side-menu-title">{t.nav.menu}</span>
            <button type="button" className="icon-button" onClick={close}>
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">{t.nav.closeMenu}</span>
            </button>
          </div>
          {hydrated ? (
            <Suspense fallback={null}>
              <MenuContent categories={categories} onChooseLanguage={close} />
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
