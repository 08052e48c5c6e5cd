// Sticker and card printing (spec 2 sections 5 and 8), verbatim where the spec gives the text;
// our wording (docs/printing.md) where it shows none.

export const allFieldsRequired = 'All Fields Are Required' as const;
export const createOneJobFirst = 'You must create one printJob before generating' as const;
export const generate = 'Click To Generate' as const;
export const confirmDelete = 'Confirm?' as const;
// not shown in the spec: our wording
export const lotNotPrintable = 'This lot cannot be printed yet: its test result is still being entered.' as const;
export const lotNotFound = 'No parent lot of this company has that id.' as const;
export const lotHasNoResult = 'This lot has no test result to print.' as const;
export const templateNotSupported = 'Avery labels are not supported. Choose a Uline or full-page template.' as const;
export const countRange = 'Count must be a whole number from 1 to 1080.' as const;
export const printJobNotFound = 'No print job of this company has that id.' as const;
export const productsNotFound = 'Some of these products are not products of this company.' as const;
export const noProducts = 'Choose at least one product to print.' as const;
export const renderFailed = 'The sheet could not be made. Try again in a minute.' as const;
export const msrpRange = 'MSRP must be a dollar amount from 0 to 100,000, with at most two decimals.' as const;
