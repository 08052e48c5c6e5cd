// The brand pages (spec 2 §8: the brand save's texts are kept "as shown", naming a test result).

export const brandSaved = 'testResult saved' as const;
export const brandSaveFailed = 'there was an error saving the testResult' as const;
export const failedToFetchList = 'the server failed to fetch the brand list' as const;
export const failedToSave = 'the server failed to save the brand' as const;
export const brandNotFound = 'Brand not found' as const;
export const addBrand = 'Add a Brand' as const;
export const editBrand = 'Edit Brand' as const;
export const noBrands = 'No brands yet. Add a brand to start listing its products.' as const;
