import { useState, type ComponentType } from 'react';
import { useNavigate } from '#web/lib/navigation.ts';
import { pages } from '#web/app/paths.ts';

// The header's search box on consumer pages (docs/search.md). The box with its suggestions (the
// search feature's, as on the home page) loads when the person first focuses the field: until
// then this plain form stands in for it, so a product page's first visit carries none of it.
type Box = ComponentType<{ compact: boolean; autoFocus: boolean; initial: string }>;
const loadBox = () => import('#web/features/consumer/search/search-box.tsx').then((m) => m.SearchBox as Box);

const LABEL = 'Search products, brands or strains';

export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // the loaded box replaces this form only once it is there, so the field never blinks out
  const [Box, setBox] = useState<Box>();
  const placeholder = (
    <form
      className="search-box search-compact"
      role="search"
      aria-label="Site search"
      onSubmit={(e) => {
        e.preventDefault();
        // the full page needs two characters (spec 1)
        if (text.trim().length >= 2) void navigate(pages.search.href({ searchString: text.trim() }));
      }}
    >
      <div className="search-field">
        <input
          type="search"
          aria-label={LABEL}
          autoComplete="off"
          placeholder="Search a product, brand or strain"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onFocus={() => void loadBox().then((b) => setBox(() => b))}
        />
      </div>
      <button type="submit" className="search-button">
        Search
      </button>
    </form>
  );
  return <div className="header-search">{Box ? <Box compact autoFocus initial={text} /> : placeholder}</div>;
}
