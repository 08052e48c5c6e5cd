import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '#web/lib/navigation.ts';
import * as consumerMessages from '#shared/messages/consumer';
import type { SearchEntry } from '#shared/schemas/search';
import { pages } from '#web/app/paths.ts';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { suggestionsQuery } from './api.ts';

// The search box (spec 1): debounced 400 ms; one character says 'Type a few more characters!';
// above two characters a suggestions list opens under the box (stamp, name, brand), which the
// arrow keys walk and Enter opens; the Search button or Enter on the box runs the full search.

export const SEARCH_DEBOUNCE_MS = 400;
export const TYPE_MORE = consumerMessages.typeMore;
const SUGGESTIONS = 10;

interface Props {
  initial?: string;
  /** The header's small box (docs/search.md): the same suggestions, laid out to fit the header. */
  compact?: boolean;
  /** Takes the focus when drawn: the header's box replaces its placeholder under the keyboard. */
  autoFocus?: boolean;
  /** The home page's sample buttons set the text from outside. */
  value?: string;
  onValueChange?: (v: string) => void;
}

export const SearchBox = forwardRef<HTMLInputElement, Props>(function SearchBox(
  { initial = '', compact = false, autoFocus = false, value, onValueChange },
  ref,
) {
  const navigate = useNavigate();
  const [own, setOwn] = useState(initial);
  const text = value ?? own;
  const setText = (v: string) => (onValueChange ? onValueChange(v) : setOwn(v));
  const [settled, setSettled] = useState(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = useId();
  // text typed into the header's placeholder before this box replaced it counts as typed here
  const typed = useRef(autoFocus && initial.trim().length > 0);

  // the text settles 400 ms after the last key
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  // suggestions through the search's own query (one cache with the results page's): kept while
  // the next ones load, so the list does not blink between keys
  const q = settled.trim();
  const wanted = q.length > 2 && typed.current;
  const found = useQuery({ ...suggestionsQuery(q, SUGGESTIONS), enabled: wanted, placeholderData: keepPreviousData });
  const suggestions = wanted && !found.isError ? (found.data ?? []) : [];
  const arrived = wanted && !found.isPlaceholderData ? found.data : undefined;
  useEffect(() => {
    if (!arrived) return;
    setActive(-1);
    setOpen(true);
  }, [arrived]);

  const submit = () => {
    const q = text.trim();
    if (q.length < 2) return;
    setOpen(false);
    void navigate(pages.search.href({ searchString: q }));
  };

  const choose = (e: SearchEntry) => {
    setOpen(false);
    void navigate(e.cleanUrl);
  };

  const showList = open && suggestions.length > 0;
  const hint = settled.trim().length === 1 && text.trim().length === 1 ? TYPE_MORE : '';

  return (
    <form
      className={compact ? 'search-box search-compact' : 'search-box'}
      role="search"
      aria-label={compact ? 'Site search' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (showList && active >= 0) choose(suggestions[active]!);
        else submit();
      }}
    >
      <div className="search-field">
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Search products, brands or strains
        </label>
        <input
          ref={ref}
          // only where the person already put the focus (the header's placeholder it replaces)
          autoFocus={autoFocus}
          id={`${listId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Search a product, brand or strain"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hintId}
          value={text}
          onChange={(e) => {
            typed.current = true;
            setText(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && suggestions.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % suggestions.length);
            } else if (e.key === 'ArrowUp' && suggestions.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
            } else if (e.key === 'Escape') setOpen(false);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => suggestions.length && setOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!showList}>
          {suggestions.map((s, i) => (
            <li
              key={s._id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
            >
              <ListStamp test={s.latestLot?.testResult} size={40} idPrefix="suggest" />
              <span className="suggestion-text">
                <span className="suggestion-name">{s.name}</span>
                <span className="suggestion-brand">{s.brand.name}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="search-button">
        Search
      </button>
      <p id={hintId} className="search-hint" aria-live="polite">
        {hint}
      </p>
    </form>
  );
});
