import {
  Alert,
  Button,
  Checkbox,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-offers.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  addDays,
  dayIn,
  OFFER_DEFAULTS,
  POINT_OFFER_TYPE_LABELS,
  POINT_OFFER_TYPES,
  POINTS_MAX,
  POINTS_STEP,
} from '#shared/points-offers';
import { MMS_MESSAGE_MAX, offerProblem, type CreatePointsOfferBody } from '#shared/schemas/points-offer';
import * as messageTexts from '#shared/messages/client/loyalty-messages';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import { storeTimeZone } from '#shared/store-time-zone';
import { isApiError } from '#web/api/client.ts';
import { SegmentPicker, type AudienceChoice } from '#web/components/loyalty/segment-picker.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { useServerError } from '#web/lib/server-error.ts';
import { LoyaltyImages, useLoyaltyUploads, type AttachedImage } from '#web/components/uploads/loyalty-images.tsx';
import { createOffer, offerProductsQuery } from './api.ts';
import { useKeptInput } from '#web/lib/drafts.ts';

interface OfferForm {
  name: string;
  /** '' while the input is empty. */
  basePoints: number | string;
  limited: boolean;
  totalPoints: number | string;
  startDate: string;
  endDate: string;
  pointOfferType: CreatePointsOfferBody['pointOfferType'];
  productSpecific: string[];
  sendMessage: boolean;
  mmsMessage: string;
  /** the one image of the offer's message, uploaded as a message's images are */
  mmsImage: AttachedImage | undefined;
  multiple: boolean;
}

/** Spec 3 §9's defaults: 50 points, 5000 in all, today to tomorrow, a phone check-in. */
function defaults(zone: string): OfferForm {
  const today = dayIn(zone, new Date());
  return {
    name: '',
    basePoints: OFFER_DEFAULTS.basePoints,
    limited: true,
    totalPoints: OFFER_DEFAULTS.totalPoints,
    startDate: today,
    endDate: addDays(today, 1),
    pointOfferType: OFFER_DEFAULTS.pointOfferType,
    productSpecific: [],
    sendMessage: false,
    mmsMessage: '',
    mmsImage: undefined,
    multiple: false,
  };
}

const asPoints = (v: number | string) => (typeof v === 'number' ? v : 0);

/**
 * The create points offer view (spec 3 §3, §5, §9): the offer's fields with the spec's defaults. The
 * rules the server holds (`offerProblem`) run before sending, and the first one broken, or the
 * server's own refusal, shows under the button; the form keeps what was entered. Its days are the
 * store's (its address's zone), which the server takes when no zone is sent. An offer overlapping
 * another of its type is first refused with the others' names, and created on 'Create it anyway'.
 * A saved offer leads to the points offers view, where it shows in its list.
 */
export function CreateOfferForm({ clientId, onCreated }: { clientId: string; onCreated: () => void }) {
  const queries = useQueryClient();
  const company = useQuery(clientQuery(clientId));
  const zone = storeTimeZone(company.data ?? {});
  const [overlap, setOverlap] = useState<{ warning: string; body: CreatePointsOfferBody }>();
  const [audience, setAudience] = useState<{ choice: AudienceChoice; problem?: string | undefined }>({ choice: {} });
  const { control, register, handleSubmit, watch, setValue, formState, getValues, reset } = useForm<OfferForm>({
    defaultValues: defaults(zone),
  });
  useKeptInput('offer', { getValues, reset });
  const uploads = useLoyaltyUploads(clientId, (image) => setValue('mmsImage', image));
  const { serverError, setServerError, guard } = useServerError();
  const [type, limited, sendMessage, startDate] = watch(['pointOfferType', 'limited', 'sendMessage', 'startDate']);
  const products = useQuery({
    ...offerProductsQuery(clientId, company.data?.type === 'dispensary'),
    enabled: type === 'purchase' && company.isSuccess,
  });
  const today = dayIn(zone, new Date());

  const save = handleSubmit(
    guard(async (f: OfferForm) => {
      setOverlap(undefined);
      const segment = f.sendMessage ? audience.choice.segment : undefined;
      if (f.sendMessage && audience.problem) return setServerError(audience.problem);
      const body = {
        ...(f.name.trim() && { name: f.name.trim() }),
        basePoints: asPoints(f.basePoints),
        ...(f.limited ? { totalPoints: asPoints(f.totalPoints) } : {}),
        calculationMethod: 'basePoints' as const,
        startDate: f.startDate,
        endDate: f.endDate,
        pointOfferType: f.pointOfferType,
        productSpecific: f.pointOfferType === 'purchase' ? f.productSpecific : [],
        sendMessage: f.sendMessage,
        ...(f.sendMessage && f.mmsMessage.trim() ? { mmsMessage: f.mmsMessage } : {}),
        ...(f.sendMessage && f.mmsImage ? { mmsImage: f.mmsImage.key } : {}),
        ...(segment && { segment }),
        multiple: f.multiple,
        warnOverlap: true,
      };
      if (f.sendMessage && uploads.busy) return setServerError(messageTexts.imagesUploading);
      const problem = offerProblem({ ...body, timeZone: zone }, new Date());
      if (problem) return setServerError(problem);
      try {
        await createOffer(queries, clientId, body);
      } catch (e) {
        // another offer of its type runs then: say which, and let the business decide
        if (isApiError(e) && e.status === 409) return setOverlap({ warning: e.message, body });
        throw e;
      }
      onCreated();
    }),
  );

  return (
    <form className="offer-form" onSubmit={(e) => void save(e)} noValidate aria-label="Create points offer">
      <Stack gap="md">
        <TextInput
          label={offerMessages.nameLabel}
          description={offerMessages.nameHint}
          maxLength={80}
          {...register('name')}
        />
        <Controller
          control={control}
          name="pointOfferType"
          render={({ field }) => (
            <Radio.Group label="Offer type" value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                {POINT_OFFER_TYPES.map((t) => (
                  <Radio key={t} value={t} label={POINT_OFFER_TYPE_LABELS[t]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {type === 'purchase' && (
          <Controller
            control={control}
            name="productSpecific"
            render={({ field }) => (
              <MultiSelect
                label="Products"
                description="Only these products earn the points; none chosen, every product does."
                placeholder={products.data?.length === 0 ? 'No products yet' : 'Search your products'}
                data={products.data ?? []}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                nothingFoundMessage="No product by that name"
                hidePickedOptions
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="basePoints"
          render={({ field }) => (
            <NumberInput
              label="Points awarded"
              description={`In steps of ${POINTS_STEP}.`}
              step={POINTS_STEP}
              min={0}
              max={POINTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="limited"
          render={({ field }) => (
            <Switch
              label="Limit the points this offer gives out in all"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        {limited && (
          <Controller
            control={control}
            name="totalPoints"
            render={({ field }) => (
              <NumberInput
                label="Total points"
                description="Once members have earned this many, the offer gives no more."
                step={POINTS_STEP}
                min={0}
                max={POINTS_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        <TextInput
          type="date"
          label="Start date"
          description={`Days on the store's clock (${zone}): the offer starts and ends at its midnight.`}
          min={today}
          {...register('startDate')}
        />
        <TextInput
          type="date"
          label="End date"
          min={startDate ? addDays(startDate, 1) : undefined}
          {...register('endDate')}
        />
        <Controller
          control={control}
          name="multiple"
          render={({ field }) => (
            <Checkbox
              label="Members may earn this more than once a day"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Stack gap="sm">
          <Controller
            control={control}
            name="sendMessage"
            render={({ field }) => (
              <Switch
                label="Text members when the offer starts"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          {sendMessage && (
            <>
              <Textarea label="Message" autosize minRows={3} maxLength={MMS_MESSAGE_MAX} {...register('mmsMessage')} />
              <Controller
                control={control}
                name="mmsImage"
                render={({ field }) => (
                  <LoyaltyImages
                    label="Message image"
                    max={1}
                    images={field.value ? [field.value] : []}
                    uploads={uploads}
                    onRemove={() => field.onChange(undefined)}
                  />
                )}
              />
              <SegmentPicker clientId={clientId} onChange={(choice, problem) => setAudience({ choice, problem })} />
            </>
          )}
        </Stack>
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Create offer
          </Button>
        </div>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {overlap && (
          <Alert color="orange.9" variant="filled" role="alert" title={audienceMessages.overlapTitle}>
            <Stack gap="xs">
              <span>{overlap.warning}</span>
              <Button
                variant="white"
                color="dark"
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  void guard(async () => {
                    await createOffer(queries, clientId, { ...overlap.body, warnOverlap: false });
                    setOverlap(undefined);
                    onCreated();
                  })(undefined)
                }
              >
                {offerMessages.createAnyway}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
