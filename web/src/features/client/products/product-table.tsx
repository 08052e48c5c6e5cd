import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import '#web/components/controls.css';
import './manage-products.css';
import type { Product } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';

/**
 * The manageProducts table: a checkbox per row for the bulk edit, the print-queue choice, and the
 * product's name linking to its form. A deleted row is red and says so (colour is not the only cue).
 * Plain elements in Mantine's look: this is a business user's landing page, and its first rows
 * should not wait for a component library's code.
 */
export function ProductTable({
  clientId,
  products,
  selected,
  onSelect,
  queued,
  onQueue,
}: {
  clientId: string;
  products: Product[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  queued: readonly string[];
  onQueue: (id: string) => void;
}) {
  const all = products.length > 0 && products.every((p) => selected.has(p._id));
  const some = products.some((p) => selected.has(p._id));
  // a checkbox's mixed state exists only as a property, never as markup
  const everyBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (everyBox.current) everyBox.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <div className="ui-table-scroll">
      <table className="ui-table product-table" aria-label="Products">
        <thead>
          <tr>
            <th>
              <input
                ref={everyBox}
                type="checkbox"
                className="ui-check"
                aria-label="Select every product on this page"
                checked={all}
                onChange={(e) =>
                  onSelect(
                    products.map((p) => p._id),
                    e.currentTarget.checked,
                  )
                }
              />
            </th>
            <th>Product Name</th>
            <th>Product Line</th>
            <th>Brand</th>
            <th>Category</th>
            <th>Type</th>
            <th>Strain</th>
            <th>Availability</th>
            <th>Print queue</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr
              key={p._id}
              className={p.active ? undefined : 'product-row-deleted'}
              data-deleted={!p.active || undefined}
            >
              <td>
                <input
                  type="checkbox"
                  className="ui-check"
                  aria-label={`Select ${p.name}`}
                  checked={selected.has(p._id)}
                  onChange={(e) => onSelect([p._id], e.currentTarget.checked)}
                />
              </td>
              <td>
                <Link to={pages.clientProduct.href({ clientId, productId: p._id })}>{p.name}</Link>
                {!p.active && <span className="ui-badge product-deleted-badge">Deleted</span>}
              </td>
              <td>{p.productName ?? ''}</td>
              <td>{p.brand.name}</td>
              <td>{p.productCategory}</td>
              <td>{p.productType}</td>
              <td>{p.strain}</td>
              <td>{p.available ? 'Available' : 'Unavailable'}</td>
              <td>
                <input
                  type="checkbox"
                  className="ui-check"
                  aria-label={`Queue ${p.name} for product cards`}
                  checked={queued.includes(p._id)}
                  disabled={!p.active}
                  onChange={() => onQueue(p._id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
