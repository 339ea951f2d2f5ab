/** Product constants, shared by client and server. */
export const PRODUCT_NAME = 'AquaSurvey Pro';
/** Company named in the landing page footer. */
export const COMPANY_NAME = 'AquaSurvey Pro, Inc.';
/** Support contact shown in the help dialog and settings. */
export const SUPPORT_EMAIL = 'support@aquasurvey.pro';
/** Monthly subscription price in US dollars. */
export const SUBSCRIPTION_PRICE_USD = 5.99;
/** The same price as every page, e-mail and checkout writes it: "$5.99". */
export const SUBSCRIPTION_PRICE = `$${SUBSCRIPTION_PRICE_USD.toFixed(2)}`;
/** The same price in cents, as the payment provider charges it. */
export const SUBSCRIPTION_PRICE_CENTS = Math.round(SUBSCRIPTION_PRICE_USD * 100);
/** Wizard and chemical-row auto-save debounce. */
export const AUTO_SAVE_DELAY_MS = 2000;
/** Delay before a signed-out visitor is sent to /api/login. */
export const LOGGED_OUT_REDIRECT_MS = 500;
/** Largest accepted photo or RFP file. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Most photos accepted in one upload batch. */
export const MAX_PHOTOS_PER_BATCH = 5;
/** Concurrent sessions a user may hold. */
export const MAX_SESSIONS_PER_USER = 2;
/** Width at or below which the mobile layout is used. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Items shown in each dashboard list. */
export const DASHBOARD_RECENT_LIMIT = 3;
/**
 * Days a customer's answer on the public page (Accepted, Declined) stays in the dashboard's Active Proposals, above
 * the open proposals (docs/decisions/040-send-share-and-accept.md).
 */
export const DASHBOARD_ANSWER_DAYS = 14;
/** Readable, non-secret cookie present while the browser holds a session: the page asks GET /api/user only then. */
export const SIGNED_IN_HINT_COOKIE = 'aqs_signed_in';
/** Photo formats the server stores (it re-encodes them; HEIC is refused: its image library has no HEVC decoder). */
export const PHOTO_TYPE_REFUSAL = 'Only JPEG, PNG, WebP or GIF images are accepted';
/** The one message for a HEIC or HEIF photo, on the phone before upload and from the server. */
export const HEIC_REFUSAL =
  'HEIC photos cannot be processed yet. Please upload a JPEG instead (on iPhone: Settings › Camera › Formats › Most Compatible).';
/** Readable cookie naming why the server ended this browser's session; the next page says so, then clears it. */
export const SIGNED_OUT_REASON_COOKIE = 'aqs_signed_out';
/** The session ended because a newer sign-in went past MAX_SESSIONS_PER_USER. */
export const SIGNED_IN_ELSEWHERE = 'signed-in-elsewhere';
/** Why the server ended a session. */
export type SignOutReason = typeof SIGNED_IN_ELSEWHERE;
/** What the page says for each reason. */
export const SIGN_OUT_MESSAGES: Record<SignOutReason, string> = {
  [SIGNED_IN_ELSEWHERE]: 'You were signed out because your account signed in on another device.',
};

/**
 * The response header that carries a list's next page cursor; absent on the last page (decision 015). Here, not in
 * shared/schemas/paging.ts, so a page that reads lists does not load zod for it (decision 039).
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

// Wording and media types the client's first paint reads, kept here rather than in the zod schema modules beside
// them (those re-export them) so a page that only shows them loads no zod (docs/decisions/039-fast-signed-in-pages.md).

/** The media type of the proposal writer's and the RFP analysis's progress stream. */
export const PROGRESS_STREAM_TYPE = 'application/x-ndjson';

/** The spec's messages for the AI proposal and its PDF. */
export const AI_MESSAGES = {
  failed: 'Failed to generate AI proposal. Please try again.',
  missingInputs: 'Survey, equipment data, and saved proposal are required',
  pdfFailed: 'Failed to generate PDF. Please try again.',
} as const;

/** What the generator says beside the PDF button until the company is set. */
export const COMPANY_NOT_SET_NOTE =
  'Your company is not set up yet: the PDF shows your name only. Add your company and logo in Settings > Company.';

/** The spec's warning when an RFP cannot be analysed. */
export const RFP_ANALYSIS_FAILED_MESSAGE =
  'RFP uploaded but analysis failed. Using standard proposal template.';

/** Days a new share link works when the rep names none (decision 040). */
export const DEFAULT_SHARE_DAYS = 30;

/**
 * Next to the signed PDF's download (decision 040): what a PDF reader's "issuer unknown" means when the installation
 * signs with its own certificate instead of one from a certificate authority.
 */
export const SIGNED_PDF_NOTE =
  'A PDF reader shows whether this file is unchanged since it was signed. If it calls the signer "issuer unknown" or not trusted, the signature comes from the sender\'s own certificate rather than one issued by a certificate authority; it still shows the document has not been changed since it was signed.';
