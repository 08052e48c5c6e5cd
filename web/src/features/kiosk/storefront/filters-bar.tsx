import { useId } from 'react';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { activeFilters, NO_FILTERS, type CardFilters, type Range } from './filter.ts';

/** A typed bound: empty is open, anything not a number is ignored until it is one. */
const bound = (v: string): number | null => {
  const n = Number(v.replace(',', '.'));
  return v.trim() === '' || Number.isNaN(n) ? null : n;
};

function RangeInputs({
  legend,
  name,
  range,
  step,
  onChange,
}: {
  legend: string;
  name: string;
  range: Range;
  step: string;
  onChange: (r: Range) => void;
}) {
  const id = useId();
  return (
    <fieldset className="kiosk-range">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-min`}>Lowest {name}</label>
      <input
        id={`${id}-min`}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        className="kiosk-range-input"
        value={range.min ?? ''}
        onChange={(e) => onChange({ ...range, min: bound(e.target.value) })}
      />
      <label htmlFor={`${id}-max`}>Highest {name}</label>
      <input
        id={`${id}-max`}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        className="kiosk-range-input"
        value={range.max ?? ''}
        onChange={(e) => onChange({ ...range, max: bound(e.target.value) })}
      />
    </fieldset>
  );
}

/**
 * The shopper's filters beside the category chips (docs/kiosk.md): in-stock only as a chip, and the
 * THC and price ranges one tap away in a panel under the toolbar. Plain inputs: the storefront's
 * first load carries no component library.
 */
export function FiltersToggle({
  filters,
  open,
  onOpen,
  onChange,
  onLegend,
}: {
  filters: CardFilters;
  open: boolean;
  onOpen: (open: boolean) => void;
  onChange: (f: CardFilters) => void;
  onLegend: () => void;
}) {
  const ranges = activeFilters({ ...filters, inStockOnly: false });
  return (
    <div className="kiosk-chips" role="group" aria-label={storefrontMessages.filters}>
      <button
        type="button"
        className="kiosk-chip"
        aria-pressed={filters.inStockOnly}
        onClick={() => onChange({ ...filters, inStockOnly: !filters.inStockOnly })}
      >
        {storefrontMessages.inStockOnly}
      </button>
      <button
        type="button"
        className="kiosk-chip"
        aria-expanded={open}
        aria-controls="kiosk-filter-panel"
        onClick={() => onOpen(!open)}
      >
        {storefrontMessages.filters}
        {ranges > 0 && <span className="kiosk-cart-count"> {ranges}</span>}
      </button>
      <button type="button" className="kiosk-chip" aria-haspopup="dialog" onClick={onLegend}>
        {storefrontMessages.colourLegend}
      </button>
    </div>
  );
}

export function FiltersPanel({ filters, onChange }: { filters: CardFilters; onChange: (f: CardFilters) => void }) {
  return (
    <div id="kiosk-filter-panel" className="kiosk-filter-panel">
      <RangeInputs
        legend={storefrontMessages.thcRange}
        name="THC %"
        step="1"
        range={filters.thc}
        onChange={(thc) => onChange({ ...filters, thc })}
      />
      <RangeInputs
        legend={storefrontMessages.priceRange}
        name="price $"
        step="1"
        range={filters.price}
        onChange={(price) => onChange({ ...filters, price })}
      />
      <button
        type="button"
        className="kiosk-button kiosk-clear"
        disabled={activeFilters(filters) === 0}
        onClick={() => onChange(NO_FILTERS)}
      >
        {storefrontMessages.clearFilters}
      </button>
    </div>
  );
}
