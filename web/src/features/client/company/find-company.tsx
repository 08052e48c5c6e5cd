import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';
import { claimableQuery } from './api.ts';

const SEARCH_DEBOUNCE_MS = 300;
const TYPE_LABEL: Record<string, string> = { producer: 'Producer/Processor', dispensary: 'Dispensary' };

/** The claim link of a company, keeping the Pro trial offer the visitor came with. */
export const claimHref = (companyId: string, proTrial: boolean) =>
  `${pages.claimYourCompany.href()}?${new URLSearchParams({ company: companyId, ...(proTrial ? { offer: 'pro-trial' } : {}) })}`;

/**
 * 'Already on Cannastamp? Find your company': a search by the start of the name over producers
 * and dispensaries, each match with its type and licence and a Claim link.
 */
export function FindCompany({ proTrial }: { proTrial: boolean }) {
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({ ...claimableQuery({ name: settled }), enabled: settled.length >= 2 });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="find-company-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="find-company-title">
          Already on Cannastamp? Find your company
        </Title>
        <TextInput
          label="Company name"
          description="Type the first letters of its name."
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autoComplete="organization"
        />
        <div aria-live="polite">
          {settled.length < 2 ? null : found.isError ? (
            <Alert color="red" role="alert">
              Could not search companies. Try again in a moment.
            </Alert>
          ) : found.isPending ? (
            <Text size="sm">Searching…</Text>
          ) : found.data.length === 0 ? (
            <Text size="sm">No company starts with “{settled}”. Register yours with the form below.</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Companies found">
              {found.data.map((c) => (
                <li key={c._id}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div>
                      <Text fw={600}>{c.name}</Text>
                      <Text size="sm" c="dimmed">
                        {TYPE_LABEL[c.type] ?? c.type}
                        {c.licenseNumber ? ` · Licence ${c.licenseNumber}` : ''}
                      </Text>
                    </div>
                    <Button
                      component={Link}
                      to={claimHref(c._id, proTrial)}
                      variant="light"
                      aria-label={`Claim ${c.name}`}
                    >
                      Claim
                    </Button>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
