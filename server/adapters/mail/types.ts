/** One e-mail as the product sends it: a plain-text part and an HTML part of the same content. */
export interface MailMessage {
  /** One address, or several (a proposal sent to a customer's team). */
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /**
   * A message a person wrote through the product (a proposal to a customer, decision 040): sent under their
   * company's name from MAIL_FROM's address, replies going to them, and not marked as machine-sent.
   */
  sender?: { name: string; replyTo: string };
  /** Files attached to the message (the proposal's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
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
