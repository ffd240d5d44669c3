import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import type { QuestionView } from "~/lib/daily/quiz-page";
import { QUIZ_LENGTH } from "~/lib/daily/quiz-shape";
import { format } from "~/lib/i18n/messages";

/** The line of a 초성 or cloze question: its gap shows the hint (if any) until the question is answered, then the answer. */
function GapLine({ line, filled }: { line: NonNullable<QuestionView["line"]>; filled: string | null }) {
  const q = quizMessages[useLang()];
  return (
    <figure className="quiz-line">
      <blockquote>
        {line.parts.map((part, i) => (
          <span key={i}>
            {i > 0 ? (
              filled === null ? (
                <span className="quiz-blank">
                  <span className="visually-hidden">{line.hint ? format(q.blank, { hint: line.hint }) : q.gap}</span>
                  <span aria-hidden="true">{line.hint || "\u2003\u2003\u2003"}</span>
                </span>
              ) : (
                <strong className="quiz-filled">{filled}</strong>
              )
            ) : null}
            {part}
          </span>
        ))}
      </blockquote>
      <figcaption>{line.source}</figcaption>
    </figure>
  );
}

/**
 * After answering (a client navigation to the same question, scroll kept), the verdict, the fact and "Next"
 * come into view and the verdict takes focus, so the reader sees and hears it. Not on a page load: a reader
 * without JavaScript, or one who reloads, starts at the top as usual.
 */
function useRevealFocus(revealed: boolean, number: number) {
  const ref = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLHeadingElement>(null);
  const was = useRef({ revealed, number });
  useEffect(() => {
    if (revealed && !was.current.revealed && ref.current) {
      ref.current.scrollIntoView({ block: "nearest" });
      ref.current.querySelector<HTMLElement>(".quiz-feedback")?.focus({ preventScroll: true });
    } else if (!revealed && was.current.number !== number) prompt.current?.focus({ preventScroll: true });
    was.current = { revealed, number };
  }, [revealed, number]);
  return [ref, prompt] as const;
}

/**
 * One question. Unanswered, each option is a plain link (a GET, so the quiz plays without JavaScript and
 * each page can be kept). Answered, the same question stays: the choice and the right answer are marked in
 * words and shapes as well as colour, then one line links the fact and "Next" goes on.
 */
export function QuizQuestion({ question }: { question: QuestionView }) {
  const q = quizMessages[useLang()];
  const { reveal } = question;
  const [revealRef, promptRef] = useRevealFocus(reveal !== null, question.number);
  return (
    <section className={reveal ? "quiz-question is-revealed" : "quiz-question"} aria-labelledby="quiz-prompt">
      <p className="small-heading">{format(q.question, { number: question.number, total: QUIZ_LENGTH })}</p>
      <h2 id="quiz-prompt" ref={promptRef} tabIndex={-1}>
        {question.prompt}
      </h2>
      {question.line ? (
        <GapLine line={question.line} filled={reveal ? question.options[reveal.answer]!.text : null} />
      ) : question.text ? (
        <p className="quiz-text">{question.text}</p>
      ) : null}
      <ul className="quiz-options">
        {question.options.map((option, i) =>
          reveal ? (
            <li key={option.text}>
              <span
                className={[
                  "quiz-option",
                  i === reveal.answer ? "is-right" : "",
                  i === reveal.given ? "is-chosen" : "",
                  i === reveal.given && i !== reveal.answer ? "is-wrong" : "",
                ]
                  .filter(Boolean)
                  .join(" ")}
              >
                <span className="quiz-option-mark" aria-hidden="true">
                  {i === reveal.answer ? "✓" : i === reveal.given ? "✗" : ""}
                </span>
                <span className="quiz-option-text">{option.text}</span>
                {i === reveal.answer || i === reveal.given ? (
                  <span className="quiz-option-note">
                    {[i === reveal.given ? q.yourAnswer : null, i === reveal.answer ? q.rightAnswer : null].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
              </span>
            </li>
          ) : (
            <li key={option.text}>
              <Link to={option.href} className="quiz-option" rel="nofollow" preventScrollReset>
                <span className="quiz-option-mark" aria-hidden="true" />
                <span className="quiz-option-text">{option.text}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
      {reveal ? (
        <div className="quiz-reveal" ref={revealRef}>
          {/* data-navigation-focus: when answering moves to the day's own address, root.tsx focuses this, not the h1. */}
          <p tabIndex={-1} data-navigation-focus="" className={reveal.right ? "quiz-feedback is-right" : "quiz-feedback is-wrong"}>
            {reveal.right ? q.right : format(q.wrong, { answer: question.options[reveal.answer]!.text })}
          </p>
          <p className="quiz-fact">
            {q.aboutFact} <Link to={reveal.fact.href}>{reveal.fact.title}</Link>
          </p>
          <p>
            <Link to={reveal.next} className="button quiz-next" rel="nofollow">
              {reveal.isLast ? q.seeScore : q.next} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
