import { useState } from 'react';
import type { FaqEntry } from './faq-queries';

/** An answer's paragraphs: the admin's form separates them with a blank line. */
const paragraphs = (answer: string) =>
  answer
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The questions of a tab, each a button that shows its answer below it; one answer is open at a
 * time (opening another closes it, pressing the open one again closes it).
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="faq-list">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const buttonId = `faq-question-${entry.id}`;
        const answerId = `faq-answer-${entry.id}`;
        return (
          <li key={entry.id} className="faq-item">
            <h3 className="faq-item__heading">
              <button
                id={buttonId}
                type="button"
                className="faq-item__question"
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                <span>{entry.question}</span>
                <span className="faq-item__icon" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-item__answer"
              hidden={!open}
            >
              {paragraphs(entry.answer).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
