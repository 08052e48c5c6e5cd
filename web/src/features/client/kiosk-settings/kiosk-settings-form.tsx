import { Alert, Button, Checkbox, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './kiosk-settings.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { KIOSK_NOTICE_MS } from '#shared/constants';
import * as kioskMessages from '#shared/messages/client/kiosk-settings';
import { KIOSK_PIN } from '#shared/schemas/kiosk-settings';
import { isApiError } from '#web/api/client.ts';
import { GoProPrompt } from '#web/components/go-pro-prompt.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { kioskSettingsQuery, saveKioskSettings } from './api.ts';
import { SignupCategoriesForm } from './signup-categories-form.tsx';

/** The form: the PIN field holds a new PIN only (the server never sends the one set). */
const formSchema = z.object({
  cartEnabled: z.boolean(),
  pin: z.string().check(z.regex(KIOSK_PIN, kioskMessages.invalidPin)),
  removePin: z.boolean(),
});
type Form = z.infer<typeof formSchema>;

/**
 * Manage Your Kiosk (spec 2 §2, spec 3 §5): the cart switch and the PIN that unlocks the kiosk,
 * exactly 4 digits or empty. Save stays disabled until a setting changes; 'Settings saved' hides
 * after 5 seconds; a failure reads 'There was an error' and the cause. Pro companies only.
 */
export function KioskSettingsForm({ clientId }: { clientId: string }) {
  const settings = useQuery(kioskSettingsQuery(clientId));
  return (
    <Stack gap="lg">
      <Title order={1}>{kioskMessages.title}</Title>
      <QueryState query={settings} what="kiosk settings">
        {(s) =>
          s.premiumEnabled ? (
            <>
              <SettingsForm clientId={clientId} cartEnabled={s.cartEnabled} pinSet={s.pinSet} />
              {s.loyaltyEnabled && <SignupCategoriesForm clientId={clientId} />}
            </>
          ) : (
            <GoProPrompt clientId={clientId} feature="your Sales Kiosk">
              Put your products on an in-store kiosk tablet, with a cart and a PIN that keeps the kiosk locked.
            </GoProPrompt>
          )
        }
      </QueryState>
    </Stack>
  );
}

function SettingsForm({ clientId, cartEnabled, pinSet }: { clientId: string; cartEnabled: boolean; pinSet: boolean }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState, reset, watch } = useForm<Form>({
    resolver: standardSchemaResolver(formSchema),
    defaultValues: { cartEnabled, pin: '', removePin: false },
  });
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(undefined), KIOSK_NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);
  const removing = watch('removePin');

  const save = handleSubmit(async (f) => {
    setFailure(undefined);
    setNotice(undefined);
    try {
      const pin = f.removePin ? '' : f.pin || undefined;
      const saved = await saveKioskSettings(queryClient, clientId, {
        cartEnabled: f.cartEnabled,
        ...(pin === undefined ? {} : { pin }),
      });
      reset({ cartEnabled: saved.cartEnabled, pin: '', removePin: false });
      setNotice(kioskMessages.saved);
    } catch (e) {
      setFailure(`${kioskMessages.failed}: ${isApiError(e) ? e.message : 'the server did not answer'}`);
    }
  });

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="kiosk-settings">
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        <Controller
          control={control}
          name="cartEnabled"
          render={({ field }) => (
            <Switch
              label="Cart enabled"
              description="Shoppers can add products to a cart on the kiosk."
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <TextInput
          label={pinSet ? 'New kiosk PIN' : 'Kiosk PIN'}
          description={
            pinSet
              ? 'A PIN is set. Leave this empty to keep it, or type 4 new digits.'
              : 'Exactly 4 digits; it unlocks a locked kiosk. Leave empty for no PIN.'
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          disabled={removing}
          {...register('pin')}
          error={formState.errors.pin?.message}
        />
        {pinSet && <Checkbox label="Remove the PIN" {...register('removePin')} />}
        <Text size="sm" c="dimmed">
          The PIN is stored scrambled: nobody, our staff included, can read it back.
        </Text>
        <Button type="submit" w="fit-content" disabled={!formState.isDirty} loading={formState.isSubmitting}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
