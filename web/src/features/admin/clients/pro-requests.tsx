import { Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TEXT_AREA_MAX } from '#shared/constants';
import { PLAN_SETTINGS, PRO_PLAN_NAMES, type ProRequest } from '#shared/schemas/pro';
import { approveProRequest, declineProRequest, proRequestsQuery } from './api.ts';

const day = (iso: string) => iso.slice(0, 10);

/** What approving sets on the company, said beside the button so the admin knows before pressing it. */
function planEffect(r: ProRequest): string {
  const s = PLAN_SETTINGS[r.plan];
  return s.coaDataEntryService
    ? `Approving turns the COA Data Entry Service on at ${s.coaDataEntryService.serviceLimit} COAs a month.`
    : 'Approving sets the premium level to pro.';
}

/** The Pro requests under the clients table (docs/admin-clients.md): each open one answered here. */
export function ProRequests() {
  const requests = useQuery(proRequestsQuery());
  const list = requests.data?.requests ?? [];
  return (
    <section aria-labelledby="pro-requests-title">
      <Title order={2} fz="h4" id="pro-requests-title" mt="xl" mb="xs">
        Pro requests
      </Title>
      {requests.isError ? (
        <Text>There was an error</Text>
      ) : list.length === 0 ? (
        <Text>{requests.isPending ? 'Loading…' : 'No Pro requests yet.'}</Text>
      ) : (
        <List size="sm" className="admin-pro-requests" spacing="sm">
          {list.map((r) => (
            <List.Item key={`${r.clientId}-${r.plan}`}>
              <Stack gap={4}>
                <Text size="sm">
                  {r.clientName} ({r.clientType}) asked for {PRO_PLAN_NAMES[r.plan]} on {day(r.updatedAt)}, by {r.email}
                  {r.note ? `: ${r.note}` : ''}
                </Text>
                {r.answer ? (
                  <Text size="sm" fw={700}>
                    {r.answer.status === 'approved' ? 'Approved' : 'Declined'} on {day(r.answer.at)}
                    {r.answer.reason ? `: ${r.answer.reason}` : ''}
                  </Text>
                ) : (
                  <Answer request={r} />
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** Approve, or Decline with an optional reason; a refusal (answered meanwhile: 409) is said under the buttons. */
function Answer({ request: r }: { request: ProRequest }) {
  const queries = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  // the reason box opened: the admin's next keys go there
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (declining) reasonBox.current?.focus();
  }, [declining]);
  const approve = useMutation({ mutationFn: () => approveProRequest(queries, r) });
  const decline = useMutation({ mutationFn: () => declineProRequest(queries, r, reason) });
  const whose = `${r.clientName}'s request for ${PRO_PLAN_NAMES[r.plan]}`;
  const failure = approve.error ?? decline.error;
  const busy = approve.isPending || decline.isPending;
  return (
    <Stack gap={4}>
      <Text size="sm">{planEffect(r)}</Text>
      {!declining && (
        <Group gap="xs">
          <Button
            size="xs"
            loading={approve.isPending}
            disabled={busy}
            onClick={() => approve.mutate()}
            aria-label={`Approve ${whose}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => setDeclining(true)}
            aria-label={`Decline ${whose}`}
          >
            Decline
          </Button>
        </Group>
      )}
      {declining && (
        <Stack gap={4} maw={480}>
          <Textarea
            ref={reasonBox}
            size="xs"
            label={`Reason for declining ${whose} (optional)`}
            description="The company reads it on its Pro page."
            autosize
            minRows={2}
            maxLength={TEXT_AREA_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="xs" color="red.8" loading={decline.isPending} onClick={() => decline.mutate()}>
              Decline the request
            </Button>
            <Button size="xs" variant="subtle" disabled={busy} onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
      {failure && (
        <Text size="sm" role="alert" c="red.9">
          {failure.message}
        </Text>
      )}
    </Stack>
  );
}
