import { useRef, type KeyboardEvent } from 'react';
import { faqTabs, type FaqTab } from '../../../../../shared/domain/content';
import { faqTabParam } from './faq-filter';

export const faqTabId = (tab: FaqTab) => `faq-tab-${faqTabParam(tab)}`;
export const faqPanelId = 'faq-panel';

interface FaqTabListProps {
  selected: FaqTab;
  onSelect: (tab: FaqTab) => void;
}

const keyMoves: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % faqTabs.length,
  ArrowLeft: (index) => (index - 1 + faqTabs.length) % faqTabs.length,
  Home: () => 0,
  End: () => faqTabs.length - 1,
};

/**
 * The FAQ's tabs (WAI-ARIA tabs, automatic activation): only the selected tab is in the tab
 * order; the arrow keys, Home and End move to, and select, another tab.
 */
export function FaqTabList({ selected, onSelect }: FaqTabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index);
    const tab = faqTabs[next];
    if (tab === undefined) return;
    onSelect(tab);
    buttons.current[next]?.focus();
  };

  return (
    <div className="faq-tabs" role="tablist" aria-label="FAQ topics">
      {faqTabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={faqTabId(tab)}
          type="button"
          role="tab"
          className="faq-tabs__tab"
          aria-selected={tab === selected}
          aria-controls={faqPanelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
