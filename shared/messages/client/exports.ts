// Cannastamp downloads and labels (spec 1; our wording where it shows none: docs/cannastamp.md).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

export const popupsBlocked = 'you need popups enabled' as const; // wording as shown
// not shown in the spec: our wording (docs/cannastamp.md)
export const labelSizeUnknown =
  'Choose one of the label sizes offered: full; circular 1.5, 1.25, 1 or 0.75 inch; square 1 inch; rectangular 1.25 x 1.5 or 1.25 x 1.75 inch.' as const;
export const labelWeightUnknown =
  'Choose one of the package weights offered: 0.5, 1, 2, 3, 3.5 or 28.3 grams.' as const;
