import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import '#web/components/mantine.css';
import './products.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '#web/lib/navigation.ts';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_NAME_MAX,
  SHORT_DESCRIPTION_MAX,
  STRAIN_NOT_AVAILABLE,
  TEXT_AREA_MAX,
} from '#shared/constants';
import * as productMessages from '#shared/messages/client/products';
import type { Product } from '#shared/schemas/catalog';
import { productBodySchema, type ProductBody } from '#shared/schemas/client-products';
import { useKeptInput } from '#web/lib/drafts.ts';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { NotFound } from '#web/components/not-found.tsx';
import { RecordImages } from '#web/components/uploads/record-images.tsx';
import {
  brandOptionsQuery,
  deleteProduct,
  productQuery,
  productTypesQuery,
  saveProduct,
  strainsQuery,
  testedLotsQuery,
} from './api.ts';
import { bodyOf } from './body.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { plainMessage } from './messages.ts';
import { ProductSummary } from './product-summary.tsx';

const NEW_PRODUCT: ProductBody = {
  name: '',
  productName: '',
  shortDescription: '',
  longDescription: '',
  brand: '',
  productCategory: '' as ProductBody['productCategory'],
  productType: '',
  strain: STRAIN_NOT_AVAILABLE,
  available: false,
  tags: [],
};

/**
 * The product form (spec 2): an existing product opens in view mode (Edit Product, and Delete
 * Product while active); a save returns to view mode; Cancel restores the copy saved last, and on
 * a new product goes back to the list.
 */
export function ProductForm({
  clientId,
  productId,
  distribution,
  onSaved,
}: {
  clientId: string;
  productId?: string | undefined;
  /** The distribution panel of a saved product (the distributions feature's). */
  distribution?: (product: { _id: string; active: boolean }) => ReactNode;
  /** Instead of opening the new product's page (the welcome wizard goes on to its next step). */
  onSaved?: (saved: Product) => void;
}) {
  const product = useQuery({ ...productQuery(clientId, productId ?? ''), enabled: !!productId });
  if (!productId) return <Editor clientId={clientId} onSaved={onSaved} />;
  if (product.isPending)
    return (
      <p className="page-loading" role="status">
        Loading
      </p>
    );
  if (product.isError) {
    if (isApiError(product.error) && (product.error.status === 404 || product.error.status === 400))
      return <NotFound what="product" />;
    return (
      <Alert color="red" role="alert">
        {productMessages.failedToFetch}
      </Alert>
    );
  }
  return (
    <>
      <Editor clientId={clientId} product={product.data.product} key={product.data.product.updatedAt} />
      {distribution?.(product.data.product)}
    </>
  );
}

function Editor({
  clientId,
  product,
  onSaved,
}: {
  clientId: string;
  product?: Product;
  onSaved?: ((saved: Product) => void) | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brands = useQuery(brandOptionsQuery(clientId));
  const types = useQuery(productTypesQuery(clientId));
  const strains = useQuery(strainsQuery(clientId));
  const lots = useQuery(testedLotsQuery(clientId));
  const [editing, setEditing] = useState(!product);
  const [failure, setFailure] = useState<{ message: string; details?: string }>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // a new product is saved once, whatever the clicks: the key finds the product the first save made
  const importKey = useMemo(() => `form-${crypto.randomUUID()}`, []);
  const saved = product ? bodyOf(product) : NEW_PRODUCT;
  const { register, handleSubmit, control, formState, reset, watch, setValue, getValues } = useForm<ProductBody>({
    resolver: standardSchemaResolver(productBodySchema),
    defaultValues: {
      ...saved,
      productName: saved.productName ?? '',
      shortDescription: saved.shortDescription ?? '',
      longDescription: saved.longDescription ?? '',
    },
  });
  useKeptInput('product', { getValues, reset }, () => setEditing(true));
  // a company with one brand: a new product's brand is that one, chosen already
  const onlyBrand = brands.data?.options.length === 1 ? brands.data.options[0]!._id : undefined;
  useEffect(() => {
    if (!product && onlyBrand && !getValues('brand')) setValue('brand', onlyBrand);
  }, [product, onlyBrand, getValues, setValue]);
  const category = watch('productCategory');
  const latestLot = watch('latestLot');
  const readOnly = !editing;

  const save = handleSubmit(async (body) => {
    try {
      const saved = await saveProduct(queryClient, clientId, body, product ? { existing: product } : { importKey });
      if (product) return setEditing(false);
      if (onSaved) return onSaved(saved);
      navigate(pages.clientProduct.href({ clientId, productId: saved._id }), { replace: true });
    } catch (e) {
      setFailure({
        message: productMessages.errorSaving,
        details: isApiError(e) ? plainMessage(e.message) : undefined,
      });
    }
  });
  const cancel = () => {
    if (!product) return navigate(pages.clientProducts.href({ clientId }));
    reset();
    setEditing(false);
  };
  const remove = async () => {
    setConfirmDelete(false);
    if (!product) return;
    try {
      await deleteProduct(queryClient, clientId, product._id);
    } catch (e) {
      setFailure({
        message: productMessages.errorDeleting,
        details: isApiError(e) ? plainMessage(e.message) : undefined,
      });
    }
  };

  const typeOptions = category ? (types.data?.productTypes[category] ?? []) : [];
  // the product's own brand shows at once, before (and whatever) the option list answers
  const brandChoices = (brands.data?.options ?? []).map((b) => ({ value: b._id, label: b.name }));
  if (product && !brandChoices.some((b) => b.value === product.brand._id))
    brandChoices.unshift({ value: product.brand._id, label: product.brand.name });
  // each tested lot by its seed-to-sale id, product and result; the product's own lot shows whatever the list holds;
  // a lot that names another product is that product's (the server refuses it here)
  const lotChoices = (lots.data?.lots ?? [])
    .filter((l) => !l.product || l.product === product?._id)
    .map((l) => ({
      value: l._id,
      label: [l.s2sId ?? 'Lot', l.productName, l.test && [l.test.strain, l.test.testDate].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(' · '),
    }));
  if (latestLot && !lotChoices.some((c) => c.value === latestLot))
    lotChoices.unshift({ value: latestLot, label: `Lot ${latestLot}` });
  const title = product ? (editing ? 'Edit Product' : product.name) : 'Add a Product';
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{title}</Title>
      {product && !product.active && (
        <Alert color="red" role="status">
          This product is deleted. It stays on the site for history.
        </Alert>
      )}
      {product && !editing && <ProductSummary product={product} />}
      <form
        onSubmit={save}
        noValidate
        aria-label="Product"
        className="products-form"
        data-mode={editing ? 'edit' : 'view'}
      >
        <Stack gap="sm">
          <TextInput
            label="Product Name"
            description={`The product or strain name, at most ${PRODUCT_NAME_MAX} characters`}
            maxLength={PRODUCT_NAME_MAX}
            readOnly={readOnly}
            withAsterisk={editing}
            {...register('name')}
            error={formState.errors.name?.message}
          />
          <TextInput
            label="Product Line"
            maxLength={PRODUCT_NAME_MAX}
            readOnly={readOnly}
            {...register('productName')}
            error={formState.errors.productName?.message}
          />
          <Controller
            control={control}
            name="brand"
            render={({ field, fieldState }) => (
              <Select
                label="Brand Name"
                placeholder={brands.data?.options.length === 0 ? 'Add a brand first' : 'Choose a brand'}
                data={brandChoices}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                readOnly={readOnly}
                withAsterisk={editing}
                error={fieldState.error?.message}
                searchable
              />
            )}
          />
          <Controller
            control={control}
            name="productCategory"
            render={({ field, fieldState }) => (
              <Select
                label="Product Category"
                placeholder="Choose a category"
                data={[...PRODUCT_CATEGORIES]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                readOnly={readOnly}
                withAsterisk={editing}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="productType"
            render={({ field, fieldState }) => (
              <Select
                label="Product Type"
                placeholder={category ? 'Choose a type' : 'Choose a category first'}
                data={field.value && !typeOptions.includes(field.value) ? [field.value, ...typeOptions] : typeOptions}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                readOnly={readOnly}
                withAsterisk={editing}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="strain"
            render={({ field, fieldState }) => (
              <Select
                label="Strain"
                data={
                  field.value && !(strains.data?.strains ?? []).includes(field.value)
                    ? [field.value, ...(strains.data?.strains ?? [])]
                    : (strains.data?.strains ?? [STRAIN_NOT_AVAILABLE])
                }
                value={field.value || STRAIN_NOT_AVAILABLE}
                onChange={(v) => field.onChange(v ?? STRAIN_NOT_AVAILABLE)}
                readOnly={readOnly}
                error={fieldState.error?.message}
                searchable
              />
            )}
          />
          <Textarea
            label="Short Description"
            maxLength={SHORT_DESCRIPTION_MAX}
            autosize
            minRows={1}
            readOnly={readOnly}
            {...register('shortDescription')}
            error={formState.errors.shortDescription?.message}
          />
          <Textarea
            label="Long Description"
            rows={3}
            maxLength={TEXT_AREA_MAX}
            readOnly={readOnly}
            {...register('longDescription')}
            error={formState.errors.longDescription?.message}
          />
          <Controller
            control={control}
            name="msrp"
            render={({ field, fieldState }) => (
              <NumberInput
                label="MSRP"
                description="The suggested retail price the product's cards print, in dollars; leave empty for none"
                prefix="$"
                decimalScale={2}
                thousandSeparator=","
                min={0}
                max={100_000}
                readOnly={readOnly}
                value={field.value ?? ''}
                // empty: none; on a product that had a price, null tells the server to remove it
                onChange={(v) =>
                  field.onChange(typeof v === 'number' ? v : product?.msrp !== undefined ? null : undefined)
                }
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="latestLot"
            render={({ field, fieldState }) => (
              <Select
                label="Latest Lot (test result)"
                description="The lot whose test result the product shows: your parent lots with a test result"
                placeholder={lots.data?.lots.length === 0 ? 'No tested lot yet' : 'Choose a lot'}
                data={lotChoices}
                value={field.value || null}
                onChange={(v) => {
                  field.onChange(v ?? '');
                  // without a latest lot the product cannot stay available
                  if (!v) setValue('available', false);
                }}
                readOnly={readOnly}
                clearable={editing}
                searchable
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="available"
            render={({ field, fieldState }) => (
              <Switch
                label={field.value ? 'Available' : 'Unavailable'}
                description={latestLot ? undefined : productMessages.selectTestResult}
                checked={!!field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={readOnly || !latestLot || (product && !product.active)}
                error={fieldState.error?.message}
              />
            )}
          />
          <RecordImages
            control={control}
            clientId={clientId}
            purpose="product"
            order={['featureImage', 'backgroundImage']}
            cleared={undefined}
            readOnly={readOnly}
          />
          <Group mt="sm">
            {editing ? (
              <>
                <Button key="save" type="submit" loading={formState.isSubmitting}>
                  Save Product
                </Button>
                <Button key="cancel" variant="default" onClick={cancel}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                {/* keyed apart from Save: a click that switches modes must not land on the submit button that replaces it */}
                <Button key="edit" type="button" onClick={() => setEditing(true)}>
                  Edit Product
                </Button>
                {product?.active && (
                  <Button key="delete" color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
                    Delete Product
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      </form>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete Product" centered>
        <Stack>
          <Text>Delete {product?.name}? It stays on the site for history and leaves your product list.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void remove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ErrorDialog message={failure?.message} details={failure?.details} onClose={() => setFailure(undefined)} />
    </Stack>
  );
}
