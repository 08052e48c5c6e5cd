import '#web/components/controls.css';
import './manage-products.css';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import * as productMessages from '#shared/messages/client/products';
import type { Product } from '#shared/schemas/catalog';
import { clientHome, pages } from '#web/app/paths.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { useSession } from '#web/lib/session.tsx';
import { productPageQuery, productQuery } from './api.ts';
import { BulkEdit, type DispensaryPickerSlot } from './bulk-edit.tsx';
import { usePrintQueue } from './print-queue.ts';
import { ProductTable } from './product-table.tsx';
import { keepRowOrder } from './row-order.ts';

// The page's first render is plain elements (components/controls.css), and what sits below the
// table loads after it, so the table's first rows wait for no Mantine code: the print queue (with
// the price schema it checks), the CSV upload (Papa Parse), which only admins see, and the Go Pro
// card.
const PrintQueuePanel = lazy(() => import('./print-queue-panel.tsx').then((m) => ({ default: m.PrintQueuePanel })));
const CsvUpload = lazy(() => import('./csv-upload.tsx').then((m) => ({ default: m.CsvUpload })));
const GoProCard = lazy(() => import('./go-pro-card.tsx').then((m) => ({ default: m.GoProCard })));

/**
 * manageProducts (spec 2), a business user's landing page: the table newest first and paged, bulk
 * edit, Show Deleted, Add a Product, the print queue, the Go Pro card without Pro, and for admins
 * the CSV upload. The table comes first: a producer with many dispensary requests would otherwise
 * find it below the fold, under the approval list. Only a producer has products: a store is sent
 * to its Kiosk Inventory, and any other company is told so.
 */
export function ManageProducts({
  clientId,
  approvals,
  dispensaryPicker,
}: {
  clientId: string;
  /** The producer's approval list of dispensary requests (the distributions feature's). */
  approvals?: ReactNode;
  dispensaryPicker?: DispensaryPickerSlot;
}) {
  const { user } = useSession();
  const [deleted, setDeleted] = useState(false);
  const paging = useCursorPages();
  // the shell has read the company already; only a producer has products to list
  const company = useQuery(clientQuery(clientId));
  const producer = company.data?.type === 'producer';
  const page = useQuery({
    ...productPageQuery(clientId, paging.cursor, deleted),
    placeholderData: keepPreviousData,
    // a producer's own member need not wait for the company to know it lists products: the first
    // page is read beside the company, not after it
    enabled: company.data ? producer : !!user && user.processorUser && !user.dispensaryUser && !user.adminUser,
  });
  const [selected, setSelected] = useState<Map<string, Product>>(new Map());
  // The lower panels' code and reads wait until the table's first answer is on screen: twenty
  // chunks of Mantine fetched and run ahead of that frame put the first row back by tens of ms.
  const [lower, setLower] = useState(false);
  const answered = !page.isPending;
  useEffect(() => {
    if (!answered || lower) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame after the table's commit is painted, then a task later
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setLower(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answered, lower]);
  const queue = usePrintQueue(clientId);
  const queryClient = useQueryClient();
  // the page's row order when a bulk edit ended, kept while that page is shown (keepRowOrder)
  const pageKey = `${paging.cursor ?? ''}|${deleted}`;
  const [order, setOrder] = useState<{ pageKey: string; ids: string[] }>();
  const rows =
    page.data && order?.pageKey === pageKey
      ? keepRowOrder(
          order.ids,
          page.data.products,
          (id) => queryClient.getQueryData(productQuery(clientId, id).queryKey)?.product,
          deleted,
        )
      : page.data?.products;

  const select = (ids: string[], on: boolean) =>
    setSelected((now) => {
      const next = new Map(now);
      for (const id of ids) {
        const p = rows?.find((x) => x._id === id);
        if (on && p) next.set(id, p);
        else next.delete(id);
      }
      return next;
    });
  const showDeleted = (on: boolean) => {
    setDeleted(on);
    paging.restart();
  };

  // products belong to producers (the API refuses anyone else's save): a store or a lab is told so
  // rather than walked through a form that cannot be saved
  if (company.isPending)
    return (
      <p className="page-loading" role="status">
        Loading
      </p>
    );
  // a store's home is its Kiosk Inventory: signing in, the header's Company link and an unlocked
  // kiosk all arrive here, and a store has no products of its own to list
  if (company.data?.type === 'dispensary') return <Redirect to={clientHome(company.data)} replace />;
  if (company.data && !producer)
    return (
      <div className="manage-products">
        <h1 className="ui-heading">Manage Products</h1>
        <p>{productMessages.onlyProducers}</p>
      </div>
    );

  return (
    <div className="manage-products">
      <div className="manage-products-head">
        <h1 className="ui-heading">Manage Products</h1>
        <Link className="ui-button" to={pages.clientProduct.href({ clientId })}>
          Add a Product
        </Link>
      </div>
      <div className="ui-box">
        <BulkEdit
          clientId={clientId}
          selected={[...selected.values()]}
          onDone={() => {
            setSelected(new Map());
            if (page.data) setOrder({ pageKey, ids: page.data.products.map((p) => p._id) });
          }}
          dispensaryPicker={dispensaryPicker}
        />
      </div>
      <section aria-labelledby="products-title">
        <div className="manage-products-head">
          <h2 className="ui-heading" id="products-title">
            Products
          </h2>
          <label className="ui-switch">
            <input
              type="checkbox"
              role="switch"
              checked={deleted}
              onChange={(e) => showDeleted(e.currentTarget.checked)}
            />
            Show Deleted
          </label>
        </div>
        {page.isError ? (
          <p className="ui-alert" role="alert">
            {productMessages.failedToFetch}
          </p>
        ) : page.isPending ? (
          <p className="page-loading" role="status">
            Loading
          </p>
        ) : page.data.products.length === 0 && paging.first ? (
          <p>{deleted ? 'This company has no products yet.' : 'No products yet. Add a Product to list it here.'}</p>
        ) : (
          <>
            <ProductTable
              clientId={clientId}
              products={rows ?? page.data.products}
              selected={new Set(selected.keys())}
              onSelect={select}
              queued={queue.ids}
              onQueue={queue.toggle}
            />
            <CursorPager paging={paging} nextCursor={page.data.nextCursor} busy={page.isPlaceholderData} />
          </>
        )}
      </section>
      {lower && (
        <>
          {approvals}
          <Suspense fallback={null}>
            <div className="ui-box">
              <PrintQueuePanel clientId={clientId} ids={queue.ids} onRemove={queue.toggle} onClear={queue.clear} />
            </div>
            {user?.adminUser && (
              <div className="ui-box">
                <CsvUpload clientId={clientId} />
              </div>
            )}
            {company.data && !company.data.premiumEnabled && <GoProCard clientId={clientId} />}
          </Suspense>
        </>
      )}
    </div>
  );
}
