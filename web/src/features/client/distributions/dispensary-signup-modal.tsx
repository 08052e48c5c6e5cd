import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as distributionMessages from '#shared/messages/client/distributions';
import { pages } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.tsx';
import { requestDistribution } from './api.ts';

interface Props {
  product: { _id: string; name: string; brand: { name: string } };
  onClose: () => void;
}

/**
 * The dispensary product-signup (spec 1 and 3): a dispensary user asks to carry a product. The API
 * records a pending distribution; the producer approves or rejects it in the business area.
 */
export function DispensarySignupModal({ product, onClose }: Props) {
  const { user } = useSession();
  const clientId = user?.clientAssignment;
  const qc = useQueryClient();
  const request = useMutation({
    mutationFn: () => requestDistribution(qc, clientId!, product._id),
  });
  const answer = request.data;
  const brand = product.brand.name;
  const outcome = !answer
    ? undefined
    : answer.created
      ? distributionMessages.carrySent(brand)
      : {
          pending: distributionMessages.carryPending(brand),
          approved: distributionMessages.carryApproved,
          denied: distributionMessages.carryDenied(brand),
        }[answer.distribution.status];
  return (
    <Modal opened onClose={onClose} title={distributionMessages.carryTitle} centered>
      <Stack>
        {!clientId ? (
          <>
            <Text>{distributionMessages.carryClaimFirst}</Text>
            <Anchor component={Link} to={pages.claimYourCompany.href()} onClick={onClose}>
              Claim your dispensary
            </Anchor>
          </>
        ) : outcome ? (
          <>
            <Alert color={answer?.distribution.status === 'denied' ? 'orange' : 'green'} role="status">
              {outcome}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                Close
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{distributionMessages.carryAsk(product.name, brand)}</Text>
            {request.isError && (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => request.mutate()} loading={request.isPending} data-autofocus>
                Send Request
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
