// The products of the business client area (spec 2 sections 5 and 8), verbatim. The texts the spec
// does not give (a product of another company, a dispensary adding products) are ours:
// docs/client-products.md.

export const brandRequired = 'Brand Name is required' as const;
export const categoryRequired = 'Product Category is required' as const;
export const typeRequired = 'Product Type is required' as const;
export const selectTestResult = 'Select a test result before making this product available' as const;
export const selectProduct = 'Please select a product to edit.' as const;
export const errorSaving = 'There was an error saving the Product' as const;
export const errorDeleting = 'There was an error deleting the Product.' as const;
export const failedToFetch = 'the server failed to fetch the client products' as const;
export const failedToSave = 'the server failed to save the product' as const;
// also what a lot's delete raises: spec 2 section 8 has no text of its own for it
export const failedToDelete = 'the server failed to delete the product' as const;

// ours
export const productNotFound = 'Product not found' as const;
export const brandNotOfClient = "This brand is not one of this company's brands." as const;
export const lotNotOfClient = "This test result is not one of this company's lots." as const;
export const onlyProducers = 'Only a producer or processor company has products.' as const;
export const changedMeanwhile = 'This product was changed meanwhile: reload it and try again.' as const;
