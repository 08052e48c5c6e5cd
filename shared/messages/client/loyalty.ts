// The loyalty area's page (spec 3 §2, §8): verbatim where the spec gives them.

export const title = 'Loyalty' as const;
/** Shown by a view whose data is still loading, so switching view while loading says so (spec 3 §2). */
export const waitForData = 'please wait for data to load' as const;
export const dataErrors = 'Data errors' as const;
