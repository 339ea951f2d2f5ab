/** The 404 message for a missing survey or another user's survey (the two answer alike, docs/decisions/018). */
export const SURVEY_NOT_FOUND = 'Survey not found';
/** The 404 message for missing equipment or another user's equipment. */
export const EQUIPMENT_NOT_FOUND = 'Equipment not found';
/** The 404 message for a missing or another user's proposal. */
export const PROPOSAL_NOT_FOUND = 'Proposal not found';
/** The 404 message for a missing or another user's chemical (a proposal's or a current one). */
export const CHEMICAL_NOT_FOUND = 'Chemical not found';
/** The 404 message for a missing or another user's equipment photo. */
export const PHOTO_NOT_FOUND = 'Photo not found';
/** The 404 message for a stored file URL that is missing or belongs to another user. */
export const FILE_NOT_FOUND = 'File not found';
/** The 404 message for a missing or another user's price-book product. */
export const PRODUCT_NOT_FOUND = 'Product not found';
/** The 404 message for a missing or another user's program template. */
export const TEMPLATE_NOT_FOUND = 'Template not found';
/** The 404 message for a missing or another user's sync conflict (docs/decisions/041). */
export const CONFLICT_NOT_FOUND = 'Conflict not found';
