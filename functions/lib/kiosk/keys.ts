import { META } from '#lib/table/dynamodb';

/** A locked kiosk's credential, by the sha256 of its cookie's token (only the hash is stored). */
export const kioskCredentialKey = (hash: string) => ({ pk: `KIOSKCRED#${hash}`, sk: META });
