import { useMessages } from "~/hooks/use-lang";
import { Emoji } from "./emoji";

export function OtherServices({ sisterSiteUrl }: { sisterSiteUrl: string }) {
  const t = useMessages();
  return (
    <section className="card-section">
      <h2>{t.home.otherServices}</h2>
      <ul className="card-row services">
        <li>
          <a className="service-card" href={sisterSiteUrl} target="_blank" rel="noopener noreferrer">
            <span className="service-icon">
              <Emoji>🤖</Emoji>
            </span>
            <strong>{t.home.faceTestTitle}</strong>
            <span>{t.home.faceTestDescription}</span>
            <span className="visually-hidden">{t.home.opensInNewTab}</span>
            {/* The spec's "View Details", as every card's cue: the card itself is the link. */}
            <span className="fact-card-more" aria-hidden="true">
              {t.home.viewDetails} ↗
            </span>
          </a>
        </li>
        <li>
          <div className="service-card coming-soon">
            <span className="service-icon">
              <Emoji>⏳</Emoji>
            </span>
            <strong>{t.home.comingSoon}</strong>
            <span>{t.home.comingSoonDescription}</span>
          </div>
        </li>
      </ul>
    </section>
  );
}
