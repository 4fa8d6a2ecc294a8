import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { Organization } from '../../../../../../shared/api/auth-operations';
import { messages } from '../../../../../../shared/messages';
import { othersOrganization } from '../../../../../../shared/schemas/registration-fields';
import { organizationSearchMinLength, useOrganizationSearch } from '../api/search-organizations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { organizationSearchDebounceMs } from '../register-timing';

/** What the user picked: a partner organization, or null for 'Others'. */
export type OrganizationChoice = Organization | null;

interface Option {
  key: string;
  label: string;
  code?: string;
  choice: OrganizationChoice;
}

interface OrganizationComboboxProps {
  id: string;
  label: string;
  /** The text in the box: what the user typed, or the name picked. */
  value: string;
  inputRef: Ref<HTMLInputElement>;
  onType: (text: string) => void;
  onPick: (choice: OrganizationChoice) => void;
  onBlur: () => void;
  error?: string;
}

const othersOption: Option = { key: 'others', label: othersOrganization, choice: null };

/**
 * The organization picker (spec §5): an ARIA combobox that searches the partner list once 3
 * characters are typed (debounced), lists the matches and always offers 'Others'; 'Result not
 * found' when nothing matches. Arrow keys move, Enter picks, Esc closes.
 */
export function OrganizationCombobox({
  id,
  label,
  value,
  inputRef,
  onType,
  onPick,
  onBlur,
  error,
}: OrganizationComboboxProps) {
  const listboxId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const term = useDebouncedValue(value.trim(), organizationSearchDebounceMs);
  const expanded = open && term.length >= organizationSearchMinLength;
  const search = useOrganizationSearch(expanded ? term : '');

  const found: Option[] = (search.data ?? []).map((organization) => ({
    key: `org-${organization.code}`,
    label: organization.name,
    code: organization.code,
    choice: organization,
  }));
  const options = [...found, othersOption];
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  let status: { shown: string; spoken: string } | null = null;
  if (search.isError) {
    status = {
      shown: messages.dataCallFailed,
      spoken: 'The organizations could not be loaded. Others is still available.',
    };
  } else if (search.isPending) {
    status = { shown: 'Searching…', spoken: 'Searching the organizations' };
  } else if (found.length === 0) {
    status = {
      shown: 'Result not found',
      spoken: 'No organization matches. Choose Others to enter your company name.',
    };
  }
  const spoken = !expanded
    ? ''
    : (status?.spoken ??
      `${found.length} organization${found.length === 1 ? '' : 's'} found, and Others.`);

  const pick = (option: Option) => {
    onPick(option.choice);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded) {
      const option = options[activeIndex];
      if (!option) return;
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      {/* The list opens right under the input, over the hint. */}
      <div className="combobox__anchor">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className="input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
        />
        <div className="combobox__popup" hidden={!expanded}>
          {expanded && status ? <p className="combobox__status">{status.shown}</p> : null}
          <ul id={listboxId} role="listbox" aria-label="Organizations" className="combobox__list">
            {expanded
              ? options.map((option, index) => (
                  // The keyboard works on the combobox input (arrows, Enter), as the ARIA combobox
                  // pattern has it; the options themselves only take the mouse.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className="combobox__option"
                    // Keep focus in the box so picking with the mouse does not blur (and close) it.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    {option.label}
                    {option.code ? <span className="combobox__code"> ({option.code})</span> : null}
                  </li>
                ))
              : null}
          </ul>
        </div>
      </div>
      <p id={hintId} className="field-hint">
        Type at least {organizationSearchMinLength} characters of its name or code. Not listed?
        Choose {othersOrganization}.
      </p>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
