// Kiosk settings, Manage Your Kiosk (spec 2 §2, §5, §8; spec 3 §5, §8): verbatim where the spec gives them.

export const title = 'Manage Your Kiosk' as const;
export const invalidPin = 'Invalid PIN. Please use 4 digits.' as const;
export const saved = 'Settings saved' as const;
export const failed = 'There was an error' as const;
export const proOnly = 'Kiosk settings are part of Pro. Go Pro to set up your kiosk.' as const;
export const changedMeanwhile = 'The kiosk PIN was changed meanwhile. Reload the page and try again.' as const;

// signup categories, edited beside the kiosk's settings (docs/client-loyalty-members.md)
export const categoriesTitle = 'Signup categories' as const;
export const categoriesSaved = 'Signup categories saved' as const;
