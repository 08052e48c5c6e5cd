import { Alert, Button, Fieldset, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as kioskMessages from '#shared/messages/client/kiosk-settings';
import {
  CATEGORY_TEXT_MAX,
  CATEGORY_TITLE_MAX,
  SIGNUP_CATEGORIES_MAX,
  signupCategoriesSchema,
  type SignupCategory,
} from '#shared/schemas/signup-categories';
import { isApiError } from '#web/api/client.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { ImageField } from '#web/components/uploads/image-field.tsx';
import { saveSignupCategories, signupCategoriesQuery } from './api.ts';

/**
 * The signup categories (title, text, image) the kiosk shows a new loyalty member
 * (docs/client-loyalty-members.md): added, changed and removed here, saved together. The rules are
 * the server's schema, run before sending so its words show without a round trip.
 */
export function SignupCategoriesForm({ clientId }: { clientId: string }) {
  const saved = useQuery(signupCategoriesQuery(clientId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="signup-categories-title">
      <Title order={2} id="signup-categories-title">
        {kioskMessages.categoriesTitle}
      </Title>
      <Text size="sm">
        New loyalty members choose from these at the kiosk; what they choose is kept with their membership.
      </Text>
      <QueryState query={saved} what="signup categories">
        {(s) => <CategoriesEditor clientId={clientId} initial={s.categories} />}
      </QueryState>
    </Stack>
  );
}

function CategoriesEditor({ clientId, initial }: { clientId: string; initial: SignupCategory[] }) {
  const queryClient = useQueryClient();
  const [list, setList] = useState<SignupCategory[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (i: number, patch: Partial<SignupCategory>) => {
    setList((all) => all.map((c, j) => (j === i ? { ...c, ...patch } : c)));
    setDirty(true);
    setNotice(undefined);
  };

  const save = async () => {
    setFailure(undefined);
    setNotice(undefined);
    const checked = signupCategoriesSchema.safeParse(list);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message ?? kioskMessages.failed);
      return;
    }
    setBusy(true);
    try {
      setList(await saveSignupCategories(queryClient, clientId, checked.data));
      setDirty(false);
      setNotice(kioskMessages.categoriesSaved);
    } catch (e) {
      setFailure(`${kioskMessages.failed}: ${isApiError(e) ? e.message : 'the server did not answer'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="kiosk-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
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
        {list.length === 0 && <Text size="sm">No categories yet: the kiosk asks for none.</Text>}
        {list.map((c, i) => (
          <Fieldset key={i} legend={`Category ${i + 1}`}>
            <Stack gap="xs">
              <TextInput
                label="Title"
                required
                maxLength={CATEGORY_TITLE_MAX}
                value={c.title}
                onChange={(e) => change(i, { title: e.currentTarget.value })}
              />
              <Textarea
                label="Text"
                maxLength={CATEGORY_TEXT_MAX}
                autosize
                minRows={2}
                value={c.text}
                onChange={(e) => change(i, { text: e.currentTarget.value })}
              />
              <ImageField
                clientId={clientId}
                purpose="client"
                label={`image of category ${i + 1}`}
                value={c.image}
                onChange={(image) => change(i, { image })}
              />
              <Button
                variant="subtle"
                color="red"
                w="fit-content"
                onClick={() => {
                  setList((all) => all.filter((_, j) => j !== i));
                  setDirty(true);
                }}
              >
                Remove category {i + 1}
              </Button>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={list.length >= SIGNUP_CATEGORIES_MAX}
            onClick={() => {
              setList((all) => [...all, { title: '', text: '' }]);
              setDirty(true);
            }}
          >
            Add a category
          </Button>
          <Button type="submit" disabled={!dirty} loading={busy}>
            Save categories
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
