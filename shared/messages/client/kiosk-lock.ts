// Locking and unlocking a kiosk (spec 3 'Kiosk storefront', docs/client-kiosk-lock.md): verbatim where the spec gives them.

export const lockButton = 'Lock as Kiosk' as const;
export const incorrectPin = 'Incorrect PIN. Try again.' as const;
export const proOnly = 'Kiosk locking is part of Pro. Go Pro to lock a kiosk.' as const;
export const noPin = 'Set a kiosk PIN in Kiosk Settings before locking a kiosk.' as const;
export const pinDialogTitle = 'Enter the kiosk PIN' as const;
export const pinLabel = 'Kiosk PIN' as const;
export const unlockButton = 'Unlock' as const;
export const lockFailed = 'The kiosk could not be locked' as const;
/** The PIN dialog after wrong PINs (docs/client-kiosk-lock.md): the wait grows with each one. */
export const pinLockedFor = (wait: string) => `Too many wrong PINs. Try the PIN again in ${wait}.` as const;
/** The confirmation before locking (ours: the spec locks at once). */
export const lockConfirmTitle = 'Lock this tablet as a kiosk?' as const;
export const lockConfirmWhat =
  'Shoppers will be able to browse your products and check in, and nothing else. You will be signed out on this tablet.' as const;
export const lockConfirmUnlock = (taps: number) =>
  `To unlock it, tap the Powered by Cannastamp logo at the bottom of the screen ${taps} times quickly, then enter the kiosk PIN from Kiosk Settings.` as const;
export const lockConfirmButton = 'Lock this tablet' as const;
export const lockCancel = 'Cancel' as const;
