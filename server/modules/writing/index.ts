import type { AppConfig } from '#server/env.ts';
import { createBuiltInWriter } from './built-in/index.ts';
import type { ProposalWriter } from './writer.ts';

export { buildComplianceMatrix } from '#shared/writing/compliance.ts';
export { UNVERIFIED_MARK } from './figure-check/check.ts';
export type { ProposalWriter } from './writer.ts';
export { WriterError } from './writer.ts';

/**
 * Chooses the proposal writer once, at start: an OpenAI-compatible chat API when configured, else built-in.
 * The OpenAI SDK is loaded only when it is the one chosen.
 */
export async function createProposalWriter(
  config: Pick<
    AppConfig,
    'writerMode' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'
  >,
): Promise<ProposalWriter> {
  if (config.writerMode === 'built-in') return createBuiltInWriter();
  const { createOpenAiWriter } = await import('./openai-writer.ts');
  return createOpenAiWriter({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
