// The Settings sections below the profile, in one chunk that loads once the page has drawn (decision 039): on a phone
// the profile fills the first screen, and these carry the price book's selects, the company's logo upload, the
// water-range tables and the administrator's user directory.
export { CompanySection } from './company-section.tsx';
export { PriceBookSection } from './price-book/price-book-section.tsx';
export { SessionsSection } from './sessions-section.tsx';
export { SubscriptionSection } from './subscription-section.tsx';
export { SupportSection } from './support-section.tsx';
export { UserManagementSection } from './user-management-section.tsx';
export { WaterRangesSection } from './water-ranges-section.tsx';
