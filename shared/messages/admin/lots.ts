// The admin lot table (spec 3 §2): ours (docs/admin-lots.md).

export const failedToList = 'the server failed to get the lot list' as const;
export const emptyList = 'No lots match.' as const;
