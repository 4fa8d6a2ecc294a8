import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { noResultMessage } from '../../../../shared/schemas/field-messages';
import { MethodPill } from '../method-pill';
import {
  defaultTiming,
  useSearchSuggestions,
  type Suggestion,
  type SuggestionTiming,
} from './search-suggestions';
import { useFocusShortcut } from './use-focus-shortcut';
import './header-search.css';

interface HeaderSearchProps {
  timing?: SuggestionTiming;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search box (spec §2, §5, §9): suggests APIs and FAQ tabs from 3 characters, as an
 * ARIA combobox (arrows move, Enter opens, Escape closes); '/' or Ctrl/Cmd+K focuses it.
 */
export function HeaderSearch({ timing = defaultTiming }: HeaderSearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useSearchSuggestions(term, timing);
  useFocusShortcut(inputRef);

  const suggestions = state.status === 'done' ? state.suggestions : [];
  const expanded = open && state.status !== 'idle';
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    setTerm('');
    setActive(-1);
    void navigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0
          ? suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter') {
      const chosen = expanded ? suggestions[active] : undefined;
      if (!chosen) return;
      event.preventDefault();
      go(chosen);
    }
  };

  const apis = suggestions.flatMap((s, index) => (s.kind === 'api' ? [{ s, index }] : []));
  const faqs = suggestions.flatMap((s, index) => (s.kind === 'faq' ? [{ s, index }] : []));
  const option = ({ s, index }: { s: Suggestion; index: number }) => (
    // The keyboard works from the combobox input (aria-activedescendant), not the options.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={s.href}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className="header-search__option"
      // Keeps the focus in the box, so the click lands before the blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(s)}
      onMouseEnter={() => setActive(index)}
    >
      {s.kind === 'api' ? (
        <>
          <span className="header-search__option-main">
            <span className="header-search__name">{s.hit.displayName}</span>
            <span className="header-search__meta">
              {s.hit.category} · {s.hit.apiName} · {s.hit.versions.join(', ')}
            </span>
          </span>
          <MethodPill method={s.hit.method} />
        </>
      ) : (
        <span className="header-search__option-main">
          <span className="header-search__name">{s.tab}</span>
          <span className="header-search__meta">FAQ</span>
        </span>
      )}
    </li>
  );

  return (
    <div className="header-search" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search APIs and FAQ
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="header-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search APIs"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-describedby={`${id}-hint`}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-hint`} className="header-search__hint">
        <span className="visually-hidden">Shortcut: </span>
        <kbd>/</kbd>
        <span className="header-search__hint-or"> or </span>
        <kbd>{isMac() ? '⌘' : 'Ctrl'} K</kbd>
      </span>
      <div className="header-search__popup" hidden={!expanded}>
        {state.status === 'loading' && (
          <div className="header-search__status" role="status" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            Searching…
          </div>
        )}
        {state.status === 'failed' && (
          <div className="header-search__status" role="alert">
            {messages.dataCallFailed}
          </div>
        )}
        {state.status === 'done' && !suggestions.length && (
          <div className="header-search__status" role="status">
            {noResultMessage(state.term)}
          </div>
        )}
        <div id={listboxId} role="listbox" aria-label="Suggestions" hidden={!suggestions.length}>
          {apis.length > 0 && (
            <ul role="group" aria-label="APIs" className="header-search__group">
              {apis.map(option)}
            </ul>
          )}
          {faqs.length > 0 && (
            <ul role="group" aria-label="FAQ" className="header-search__group">
              {faqs.map(option)}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
