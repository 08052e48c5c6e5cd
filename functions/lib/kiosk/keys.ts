import { META } from '#lib/table/dynamodb';
import { clientPartition } from '#lib/clients/keys';

/** A locked kiosk's credential, by the sha256 of its cookie's token (only the hash is stored). */
export const kioskCredentialKey = (hash: string) => ({ pk: `KIOSKCRED#${hash}`, sk: META });

/** The hash of a company's kiosk PIN, in the company's partition; no route returns it. */
export const kioskPinKey = (clientId: string) => ({ pk: clientPartition(clientId), sk: 'KIOSKPIN' });

/** A company's wrong kiosk PINs in a row, and when the unlock dialog opens again. */
export const unlockTriesKey = (clientId: string) => ({ pk: clientPartition(clientId), sk: 'KIOSKUNLOCK' });
