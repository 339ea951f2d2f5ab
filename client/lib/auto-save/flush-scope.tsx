import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** What a scope flushes: an auto-saver's "save every waiting change now". */
interface Flushable {
  flush: () => Promise<unknown>;
}

/**
 * The auto-savers of one page part (the generator): a download or an export first calls flushAll(), so what
 * it reads from the server holds every edit still waiting for its 2 s pause (docs/decisions/037).
 */
export class FlushScope {
  private readonly savers = new Set<Flushable>();

  /** Adds a saver; answers its removal. */
  add(saver: Flushable): () => void {
    this.savers.add(saver);
    return () => {
      this.savers.delete(saver);
    };
  }

  /** Saves every waiting change of every saver in the scope now; resolves when all saves have ended. */
  async flushAll(): Promise<void> {
    await Promise.all([...this.savers].map((saver) => saver.flush()));
  }
}

const FlushScopeContext = createContext<FlushScope | null>(null);

/** Puts the auto-savers rendered inside it into `scope`. */
export function FlushScopeProvider({ scope, children }: { scope: FlushScope; children: ReactNode }) {
  return <FlushScopeContext.Provider value={scope}>{children}</FlushScopeContext.Provider>;
}

/** Adds the saver to the surrounding flush scope while mounted (nothing outside a scope). */
export function useFlushScopeMember(saver: Flushable): void {
  const scope = useContext(FlushScopeContext);
  useEffect(() => scope?.add(saver), [scope, saver]);
}

/** The surrounding flush scope (null outside one): a one-step action saves every waiting edit through it first. */
export function useFlushScope(): FlushScope | null {
  return useContext(FlushScopeContext);
}
