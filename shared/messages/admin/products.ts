// The admin product table (spec 3 §§2 and 8). The failure text is the spec's, the reason ours.

/** Spec 3 §8: a failed owner change, followed by the reason. */
export const savingRejected = 'Error Saving Entity. Rejection:' as const;
export const rejection = (reason: string) => `${savingRejected} ${reason}`;

// ours: the reasons
export const productNotFound = 'the product does not exist' as const;
export const ownerNotFound = 'the new owner is not a producer company' as const;
export const sameOwner = 'the product already belongs to this company' as const;
export const changedMeanwhile = 'the product was changed meanwhile; reload the table and try again' as const;
export const failedToList = 'the server failed to get the product list' as const;
export const emptyList = 'No products match.' as const;

// ours: the reasons a transfer of every product (transferEntityProducts) is refused
export const transferSameClient = 'the products already belong to this company' as const;
export const transferUnknownFrom = 'the company to move from is not a producer company' as const;
export const transferUnknownTo = 'the company to move to is not a producer company' as const;
export const transferRunning = 'a transfer is already running for this company' as const;
export const transferNotFound = 'no such transfer' as const;
/** What a transfer silent for 15 minutes (its worker killed) ends with when a new one takes its companies over. */
export const transferSilent = 'the transfer stopped answering; a new transfer took its companies over' as const;
export const transferFailed = 'the transfer stopped after repeated failures; start it again to move the rest' as const;
