import { useEffect } from "react";
import { GAP, glossTop } from "~/lib/bilingual/gloss-place";

/**
 * Places the key terms' glosses on the side-by-side page (inside `#rootId`) where they cover neither the term nor
 * its partner sentence: CSS anchors a gloss below its term, which on a phone is where the partner sentence
 * stands. Runs only with script; without it the browser's own placement stays (app.css).
 */
export function useGlossPlacement(rootId: string): void {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    let term: HTMLElement | null = null;
    let open: HTMLElement | null = null;
    const onClick = (event: Event) => {
      term = (event.target as Element).closest?.<HTMLElement>(".term") ?? term;
    };
    const place = (scroll: boolean) => {
      const gloss = open;
      if (!gloss || !term?.isConnected) return;
      const cell = term.closest("td");
      const partner = cell?.parentElement?.querySelector<HTMLElement>(`td:not([data-cell="${cell.dataset.cell}"])`);
      if (!cell || !partner) return;
      const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
      const termBox = term.getBoundingClientRect();
      const box = gloss.getBoundingClientRect();
      const viewport = { top: Math.max(0, header) + GAP, bottom: window.innerHeight - GAP };
      const placed = glossTop(termBox, partner.getBoundingClientRect(), box.height, viewport);
      let top = placed.top;
      if (!placed.fits && scroll) {
        // Bring the place into view (the page moves, the gloss with it), then place it there.
        const by = top < viewport.top ? top - viewport.top : top + box.height - viewport.bottom;
        window.scrollBy({ top: by, behavior: "instant" });
        top -= by;
      }
      const left = Math.min(Math.max(GAP, termBox.left), Math.max(GAP, window.innerWidth - box.width - GAP));
      Object.assign(gloss.style, { positionArea: "none", inset: "auto", margin: "0", top: `${top}px`, left: `${left}px` });
    };
    const onToggle = (event: Event) => {
      const gloss = event.target as HTMLElement;
      if (!gloss.classList?.contains("gloss")) return;
      if ((event as ToggleEvent).newState === "open" && term && root.contains(term)) {
        open = gloss;
        place(true);
      } else if (open === gloss) {
        open = null;
        gloss.removeAttribute("style");
      }
    };
    const onScroll = () => place(false);
    // Toggle events do not bubble: they are heard on the way down.
    document.addEventListener("toggle", onToggle, true);
    root.addEventListener("click", onClick, true);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      root.removeEventListener("click", onClick, true);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [rootId]);
}
