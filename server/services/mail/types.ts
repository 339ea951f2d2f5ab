/** One e-mail as the product sends it: a plain-text part and an HTML part of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What became of a message: whether it left, and where to (a server, or a file in the outbox). */
export interface MailDelivery {
  delivered: boolean;
  /** Where it went, in words (`sent through SMTP mail.example.com:587`, `saved to the outbox: data/outbox/….eml`), or why not. */
  where: string;
}

/** Sends the product's e-mail through the transport chosen at start (docs/decisions/023-accounts-and-mail.md). */
export interface MailService {
  /** Sends a message; never throws: a failure is logged with its reason and answers `delivered: false`. */
  send(message: MailMessage): Promise<MailDelivery>;
  /** `smtp` when SMTP_URL is set, else `outbox` (messages saved as .eml files under DATA_DIR/outbox). */
  transport: 'smtp' | 'outbox';
}
