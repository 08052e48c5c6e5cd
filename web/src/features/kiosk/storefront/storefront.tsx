import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import type { KioskCard, Storefront } from '#shared/schemas/kiosk';
import type { SendOutcome } from './cart-panel.tsx';
import { CATEGORY_CHIPS, IDLE_REFRESH_MS, KIOSK_PAGE_SIZE, KIOSK_SEARCH_MIN } from '#shared/kiosk';
import { pages } from '#web/app/paths.ts';
import { isApiError } from '#web/api/client.ts';
import { inventoryQuery, searchQuery, storefrontQuery } from './api.ts';
import { DetailOverlay } from './detail-overlay.tsx';
import { filterCards, matchesFilters, NO_FILTERS, type CardFilters } from './filter.ts';
import { FiltersPanel, FiltersToggle } from './filters-bar.tsx';
import { ProductCard, type CardSize } from './product-card.tsx';
import { useIdleRefresh } from './use-idle-refresh.ts';
import './kiosk.css';

// the cart's list and the start-over question load when first opened, not with the grid
const CartPanel = lazy(() => import('./cart-panel.tsx').then((m) => ({ default: m.CartPanel })));
const StartOverDialog = lazy(() => import('./start-over-dialog.tsx').then((m) => ({ default: m.StartOverDialog })));
const LegendDialog = lazy(() => import('./legend-dialog.tsx').then((m) => ({ default: m.LegendDialog })));

/** The cards a tablet shows before any scroll (two rows of three, the check-in card among them). */
const FIRST_ROWS = 6;

/** Typing pauses this long before the server search fires. */
const SEARCH_DEBOUNCE_MS = 300;

/** The slots the kiosk session's pieces fill when a page composes them (docs/kiosk.md). */
export interface StorefrontSlots {
  /** In the header beside the cart ('Lock as Kiosk'); given the store's facts. */
  headerActions?: (store: Storefront) => ReactNode;
  /** The grid's first item ('Loyalty Checkin'); given the store's facts. */
  gridStart?: (store: Storefront) => ReactNode;
  /** Dialogs the page adds (the PIN dialog, the check-in flow). */
  dialogs?: ReactNode;
  /** A tap on the powered-by logo (the kiosk's logout taps). */
  onLogoActivate?: () => void;
  /** After 'Start Over' has reset the storefront: the page resets what it adds (the checked-in member). */
  onStartOver?: () => void;
  /** Sends the cart to the counter, where this tablet may order (docs/kiosk-orders.md); without it the cart is a list to show. */
  sendCart?: (items: { productId: string; quantity: number }[]) => Promise<SendOutcome>;
  /** Beside the cart: orders waiting on this tablet for the network. */
  waitingOrders?: number;
}

/** The white-label storefront (spec 3): a store's inventory for a tablet, outside the site chrome. */
export function KioskStorefront({
  clientId,
  idleMs = IDLE_REFRESH_MS,
  ...slots
}: { clientId: string; idleMs?: number } & StorefrontSlots) {
  const store = useQuery(storefrontQuery(clientId));
  const inventory = useQuery(inventoryQuery(clientId));
  useIdleRefresh(clientId, idleMs);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);
  // product id → quantity, in the order the shopper added them
  const [cart, setCart] = useState<ReadonlyMap<string, number>>(new Map());
  const [cartOpen, setCartOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [visible, setVisible] = useState(KIOSK_PAGE_SIZE);
  const [size, setSize] = useState<CardSize>('normal');
  const [open, setOpen] = useState<KioskCard | null>(null);
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const serverSearch = useQuery({
    ...searchQuery(clientId, settled),
    enabled: settled.length >= KIOSK_SEARCH_MIN,
  });
  const searchId = useId();

  const carried = useMemo(() => new Map(inventory.data?.cards.map((c) => [c._id, c])), [inventory.data]);
  // the overlay shows the inventory's current card, so an idle refresh reaches an open overlay too
  const shown = open ? (carried.get(open._id) ?? open) : null;
  const results = useMemo(() => {
    const local = filterCards(inventory.data?.cards ?? [], text, category, filters);
    if (settled.length < KIOSK_SEARCH_MIN || !serverSearch.isSuccess || text.trim() !== settled) return local;
    const seen = new Set(local.map((c) => c._id));
    const byCategory = (c: KioskCard) => !category || c.productCategory === category;
    const found = [...serverSearch.data.available.filter((c) => carried.has(c._id)), ...serverSearch.data.unavailable];
    return [...local, ...found.filter((c) => byCategory(c) && matchesFilters(c, filters) && !seen.has(c._id))];
  }, [inventory.data, text, category, filters, settled, serverSearch.isSuccess, serverSearch.data, carried]);

  // the cards on screen, the same array while they are the same cards: the inventory's later pages,
  // which join behind them, redraw nothing
  const [onScreen, setOnScreen] = useState<KioskCard[]>([]);
  const wanted = results.slice(0, visible);
  if (wanted.length !== onScreen.length || wanted.some((c, i) => c !== onScreen[i])) setOnScreen(wanted);
  // and drawn a moment after the rest: the store's name, its chips and the check-in card paint first
  // on a tablet's slow core, and a keystroke in a big store's filter answers at once
  const drawn = useDeferredValue(onScreen);
  const drawing = drawn !== onScreen;

  const toggleCart = (id: string) =>
    setCart((old) => {
      const next = new Map(old);
      if (!next.delete(id)) next.set(id, 1);
      return next;
    });
  const setQuantity = (id: string, quantity: number) =>
    setCart((old) => {
      const next = new Map(old);
      if (quantity > 0) next.set(id, quantity);
      else next.delete(id);
      return next;
    });
  const { onStartOver } = slots;
  const startOver = useCallback(() => {
    setText('');
    setCategory(null);
    setFilters(NO_FILTERS);
    setFiltersOpen(false);
    setCart(new Map());
    setCartOpen(false);
    setAsking(false);
    setVisible(KIOSK_PAGE_SIZE);
    setOpen(null);
    onStartOver?.();
  }, [onStartOver]);
  const cartCount = [...cart.values()].reduce((n, q) => n + q, 0);
  const cartLines = [...cart].flatMap(([id, quantity]) => {
    const card = carried.get(id);
    return card ? [{ card, quantity }] : [];
  });
  const { sendCart } = slots;
  const chooseCategory = (value: string) => {
    setCategory((c) => (c === value ? null : value));
    setVisible(KIOSK_PAGE_SIZE);
  };

  const facts = store.data;
  // the grid's first card, when the page has one for this store (a check-in while nobody is in)
  const gridStart = facts && slots.gridStart?.(facts);
  const failed = store.isError || inventory.isError;
  // an address naming no store is not a fault to wait out: say so rather than 'try again'
  // (an id that cannot be one, 400, names no store either)
  const errors = [store.error, inventory.error].filter(isApiError);
  const noStore = errors.some((e) => e.status === 404 || e.status === 400);
  // any other refusal says why in the server's words: waiting a minute would not help
  const refusal = errors.find((e) => e.status > 400 && e.status < 500 && e.status !== 404);
  const loading = !failed && (store.isPending || inventory.isPending);

  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <div className="kiosk-header-row">
          <h1 className="kiosk-store-name">{facts?.name ?? ''}</h1>
          {facts && !facts.premiumEnabled && <span className="kiosk-demo-label">{storefrontMessages.demoLabel}</span>}
          <div className="kiosk-header-actions">
            {facts && slots.headerActions?.(facts)}
            {facts?.cartEnabled && (
              <button
                type="button"
                className="kiosk-cart"
                aria-label={`Cart: ${cartCount} items`}
                aria-haspopup="dialog"
                onClick={() => setCartOpen(true)}
              >
                Cart <span className="kiosk-cart-count">{cartCount}</span>
              </button>
            )}
            {!!slots.waitingOrders && (
              <p role="status" className="kiosk-offline">
                {ordersMessages.queuedOrders(slots.waitingOrders)}
              </p>
            )}
          </div>
        </div>
        <div className="kiosk-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            Search products
          </label>
          <input
            id={searchId}
            type="search"
            className="kiosk-search-input"
            placeholder={storefrontMessages.searchPlaceholder}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setVisible(KIOSK_PAGE_SIZE);
            }}
          />
          {text && (
            <button
              type="button"
              className="kiosk-button kiosk-clear"
              aria-label="Clear search"
              onClick={() => setText('')}
            >
              Clear
            </button>
          )}
        </div>
        {/* drawn before the store's facts arrive (the chips it will answer), so nothing appears above the grid and pushes it down */}
        <div className="kiosk-toolbar">
          <div className="kiosk-chips" role="group" aria-label="Categories">
            {(facts?.categories ?? CATEGORY_CHIPS).map((c) => (
              <button
                key={c.value}
                type="button"
                className="kiosk-chip"
                aria-pressed={category === c.value}
                onClick={() => chooseCategory(c.value)}
              >
                {c.label}
              </button>
            ))}
          </div>
          <FiltersToggle
            filters={filters}
            open={filtersOpen}
            onOpen={setFiltersOpen}
            onChange={(f) => {
              setFilters(f);
              setVisible(KIOSK_PAGE_SIZE);
            }}
            onLegend={() => setLegendOpen(true)}
          />
          <div className="kiosk-chips" role="group" aria-label="Card size">
            {(['normal', 'small'] as const).map((s) => (
              <button key={s} type="button" className="kiosk-chip" aria-pressed={size === s} onClick={() => setSize(s)}>
                {s === 'normal' ? 'Normal cards' : 'Small cards'}
              </button>
            ))}
          </div>
        </div>
        <div hidden={!filtersOpen}>
          <FiltersPanel
            filters={filters}
            onChange={(f) => {
              setFilters(f);
              setVisible(KIOSK_PAGE_SIZE);
            }}
          />
        </div>
      </header>

      <main className="kiosk-main">
        {facts && !facts.premiumEnabled && (
          <aside className="kiosk-pro-banner" aria-label={storefrontMessages.getMorePro}>
            <p>{storefrontMessages.demoExplained}</p>
            <Link className="kiosk-button kiosk-button-primary" to={pages.clientProSignup.href({ clientId })}>
              {storefrontMessages.getMorePro}
            </Link>
          </aside>
        )}
        {failed ? (
          <p className="kiosk-message" role="alert">
            {noStore ? storefrontMessages.storeNotFound : (refusal?.message ?? storefrontMessages.wiringTrouble)}
          </p>
        ) : loading ? (
          <p className="kiosk-message" role="status">
            {storefrontMessages.loading}
          </p>
        ) : (
          <>
            <ul className={`kiosk-grid kiosk-grid-${size}`} aria-label="Products">
              {gridStart && <li className="kiosk-grid-start">{gridStart}</li>}
              {drawn.map((c, i) => (
                <li key={c._id}>
                  <ProductCard
                    card={c}
                    size={size}
                    inStore={carried.has(c._id)}
                    onOpen={setOpen}
                    first={i < FIRST_ROWS}
                  />
                </li>
              ))}
            </ul>
            {!drawing && results.length === 0 && (
              <p className="kiosk-message" role="status">
                {storefrontMessages.noProducts}
              </p>
            )}
            {/* after the cards, never before them: a button they then pushed down would be a layout shift */}
            {!drawing && visible < results.length && (
              <div className="kiosk-more">
                <button type="button" className="kiosk-button" onClick={() => setVisible((v) => v + KIOSK_PAGE_SIZE)}>
                  {storefrontMessages.showMore}
                </button>
              </div>
            )}
          </>
        )}
      </main>

      <footer className="kiosk-footer">
        <button type="button" className="kiosk-button" onClick={() => (cart.size ? setAsking(true) : startOver())}>
          {storefrontMessages.startOver}
        </button>
        <button type="button" className="kiosk-logo" onClick={() => slots.onLogoActivate?.()}>
          Powered by <strong>Cannastamp</strong>
        </button>
      </footer>

      {shown && (
        <DetailOverlay
          key={shown._id}
          clientId={clientId}
          card={shown}
          inStore={carried.has(shown._id)}
          cartEnabled={facts?.cartEnabled ?? false}
          inCart={cart.has(shown._id)}
          onToggleCart={toggleCart}
          onOpen={setOpen}
          onClose={() => setOpen(null)}
          onLegend={() => setLegendOpen(true)}
        />
      )}
      <Suspense fallback={null}>
        {cartOpen && (
          <CartPanel
            clientId={clientId}
            lines={cartLines}
            onQuantity={setQuantity}
            onClose={() => setCartOpen(false)}
            send={sendCart && (() => sendCart(cartLines.map((l) => ({ productId: l.card._id, quantity: l.quantity }))))}
            onDone={startOver}
          />
        )}
        {legendOpen && <LegendDialog onClose={() => setLegendOpen(false)} />}
        {asking && <StartOverDialog count={cartCount} onYes={startOver} onNo={() => setAsking(false)} />}
      </Suspense>
      {slots.dialogs}
    </div>
  );
}
