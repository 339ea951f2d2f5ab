import OpenAI from 'openai';
import { buildPrompt } from './prompt.ts';
import { type ProposalWriter, WriterError } from './writer.ts';

/** How to reach an OpenAI-compatible chat API (OpenAI, Ollama, vLLM...). */
export interface OpenAiWriterOptions {
  /** Ollama and vLLM need none; the SDK still wants a string. */
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  /** The whole run, streaming included. */
  timeoutMs: number;
}

/** Removes what models wrap a document in: a reasoning block and a Markdown code fence. */
export function cleanModelOutput(text: string): string {
  let content = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/i.exec(content);
  if (fenced) content = fenced[1]!.trim();
  return content ? `${content}\n` : '';
}

function isTimeout(error: unknown, timedOut: boolean): boolean {
  return timedOut || error instanceof OpenAI.APIConnectionTimeoutError;
}

/**
 * The OpenAI-compatible writer: one streamed chat completion through the official SDK with the brief as the
 * prompt. No retries (the rep sees the failure and may try again); the timeout covers the whole stream.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): ProposalWriter {
  const client = new OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    async write(brief, writeOptions = {}) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs);
      const onAbort = () => controller.abort();
      writeOptions.signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const stream = await client.chat.completions.create(
          { model: options.model, messages: buildPrompt(brief), stream: true },
          { signal: controller.signal },
        );
        let text = '';
        let finishReason: string | null = null;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          finishReason = choice?.finish_reason ?? finishReason;
          const delta = choice?.delta?.content;
          if (!delta) continue;
          text += delta;
          writeOptions.onProgress?.(text.length);
        }
        // An aborted stream can end quietly: half a proposal must never pass for a whole one.
        if (controller.signal.aborted) throw new Error('The stream was aborted');
        if (finishReason === 'length') {
          throw new WriterError('failed', 'The model stopped at its output limit before finishing');
        }
        const content = cleanModelOutput(text);
        if (!content) throw new WriterError('failed', 'The chat API answered with no text');
        return content;
      } catch (error) {
        if (error instanceof WriterError) throw error;
        if (isTimeout(error, timedOut)) {
          throw new WriterError('timeout', `The chat API did not finish within ${options.timeoutMs} ms`, {
            cause: error,
          });
        }
        const status = error instanceof OpenAI.APIError && error.status ? ` (${error.status})` : '';
        throw new WriterError('failed', `The chat API failed${status}`, { cause: error });
      } finally {
        clearTimeout(timer);
        writeOptions.signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
