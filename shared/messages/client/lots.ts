// Lots of the business client area (spec 2 §§2, 7 and 8): the failure texts verbatim; the rest are
// ours (docs/client-lots.md).

export const failedToSave = 'the server failed to save the product lot' as const;
export const failedToListProductLots = 'the server failed to get the client product lot list' as const;
export const failedToListLots = 'the server failed to get all client lots' as const;
export const dispensaryRequired = 'Select a dispensary!' as const;

// ours
export const lotNotFound = 'Lot not found' as const;
export const onlyProducers = 'Only a producer or processor company has lots.' as const;
export const productNotOfClient = "This product is not one of this company's products." as const;
export const testNotOfClient = "This test result is not one of this company's test results." as const;
export const parentNotOfClient = "The parent lot must be one of this company's parent/test lots." as const;
export const parentRequired = 'Choose the parent lot this one comes from.' as const;
export const parentOnlyForChildren = 'A parent lot has no parent lot of its own.' as const;
export const dispensaryOnlyForChildren = 'A parent lot is not sent to a dispensary.' as const;
export const typeIsFixed = 'A lot keeps its lot type: add a new lot of the other type instead.' as const;
export const changedMeanwhile = 'This lot was changed meanwhile: reload it and try again.' as const;
export const inPipeline =
  'This lot is with the data-entry service; it can be deleted once its result is completed.' as const;
export const resultInPipeline =
  "This lot's certificate is with the data-entry service: its test result can change once the result is completed." as const;
export const latestLotOfProduct = (product: string) =>
  `This lot is the latest lot of ${product}: choose another latest lot for the product first.`;
export const noParentLots = 'No parent/test lots yet. Add a lot, or save a test result, to start one.' as const;
export const noShipments = 'No shipments yet. Add a shipment of one of your parent lots.' as const;
export const noOldShipments = 'No shipments at all yet, old or current.' as const;
export const confirmDelete = (what: string) =>
  `Delete ${what}? It leaves your lists; stickers already printed with its QR code keep showing its result.`;
