import type { Chemical, ChemicalCreateInput } from '#shared/schemas/proposal.ts';
import { type EditorRow, hasRequiredFields } from './chemical-rows.ts';
import { buildChemicalBody, decideSaveAction } from './save-plan.ts';

/** A row's quiet save state: waiting for the 2 s pause, saving, saved, failed, or missing its name. */
export type RowSaveState = 'pending' | 'saving' | 'saved' | 'error' | 'incomplete';

/** Thrown by ensureProposalId when the proposal could not be created (its own toast has been shown). */
export class ProposalUnavailableError extends Error {}

/** What the autosaver needs from the editor and the API. */
export interface AutosaverDeps {
  delayMs: number;
  readRow: (tempId: number) => EditorRow | undefined;
  readAnnualCost: (tempId: number) => number | null;
  ensureProposalId: () => Promise<number>;
  createChemical: (body: ChemicalCreateInput) => Promise<Chemical>;
  updateChemical: (id: number, body: ChemicalCreateInput) => Promise<Chemical>;
  onSaved: (chemical: Chemical) => void;
  onStateChange: (tempId: number, state: RowSaveState) => void;
  onError: (kind: 'create' | 'update', error: unknown) => void;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404: ');
}

/**
 * Auto-saves chemical rows: each edit restarts the row's timer; when it fires the row is created (new, or not
 * found on the server) or updated. Saves of one row run one after another, so a second edit of a new row
 * updates the row the first one created instead of creating it twice.
 */
export class ChemicalAutosaver {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly chains = new Map<number, Promise<void>>();
  /** tempId → server id of every row saved or loaded in this session. */
  private readonly serverIds = new Map<number, number>();
  /** Server ids known to exist on the server. */
  private readonly knownServerIds = new Set<number>();
  private inFlight = 0;

  constructor(private readonly deps: AutosaverDeps) {}

  /** Records rows loaded from the server, so their edits update them. */
  seed(rows: EditorRow[]): void {
    for (const row of rows) {
      if (row.serverId === null) continue;
      this.serverIds.set(row.tempId, row.serverId);
      this.knownServerIds.add(row.serverId);
    }
  }

  /** (Re)starts the row's auto-save timer. */
  schedule(tempId: number): void {
    this.clearTimer(tempId);
    const timer = setTimeout(() => {
      this.timers.delete(tempId);
      this.enqueue(tempId);
    }, this.deps.delayMs);
    this.timers.set(tempId, timer);
    this.deps.onStateChange(tempId, 'pending');
  }

  /** Saves every row with a pending timer now and resolves when all saves have finished. */
  flush(): Promise<void> {
    for (const tempId of [...this.timers.keys()]) {
      this.clearTimer(tempId);
      this.enqueue(tempId);
    }
    return Promise.all([...this.chains.values()]).then(() => undefined);
  }

  /** Stops a row's timer, waits for its running save, forgets it and returns its server id (if saved). */
  async remove(tempId: number): Promise<number | null> {
    this.clearTimer(tempId);
    await this.chains.get(tempId);
    const serverId = this.serverIds.get(tempId) ?? null;
    this.serverIds.delete(tempId);
    if (serverId !== null) this.knownServerIds.delete(serverId);
    return serverId;
  }

  /** Puts a row back after a failed removal. */
  restore(row: EditorRow): void {
    this.seed([row]);
  }

  /** True while a save is waiting or running (the page warns before unload). */
  isBusy(): boolean {
    return this.timers.size > 0 || this.inFlight > 0;
  }

  /** Stops every timer without saving. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private clearTimer(tempId: number): void {
    const timer = this.timers.get(tempId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(tempId);
  }

  private enqueue(tempId: number): void {
    const previous = this.chains.get(tempId) ?? Promise.resolve();
    const next = previous.then(() => this.save(tempId));
    this.chains.set(tempId, next);
    void next.finally(() => {
      if (this.chains.get(tempId) === next) this.chains.delete(tempId);
    });
  }

  private async save(tempId: number): Promise<void> {
    const row = this.deps.readRow(tempId);
    if (!row) return;
    if (!hasRequiredFields(row)) {
      this.deps.onStateChange(tempId, 'incomplete');
      return;
    }
    this.inFlight += 1;
    this.deps.onStateChange(tempId, 'saving');
    let kind: 'create' | 'update' = 'create';
    try {
      const proposalId = await this.deps.ensureProposalId();
      const body = buildChemicalBody(row, proposalId, this.deps.readAnnualCost(tempId));
      const action = decideSaveAction(this.serverIds.get(tempId) ?? null, this.knownServerIds);
      kind = action.kind;
      const saved = action.kind === 'update' ? await this.update(action.id, body) : await this.create(body);
      this.deps.onSaved(saved);
      this.deps.onStateChange(tempId, this.timers.has(tempId) ? 'pending' : 'saved');
    } catch (error) {
      this.deps.onStateChange(tempId, 'error');
      if (!(error instanceof ProposalUnavailableError)) this.deps.onError(kind, error);
    } finally {
      this.inFlight -= 1;
    }
  }

  private async create(body: ChemicalCreateInput): Promise<Chemical> {
    const saved = await this.deps.createChemical(body);
    // The echoed tempId names the row the new id belongs to.
    this.serverIds.set(saved.tempId ?? body.tempId ?? 0, saved.id);
    this.knownServerIds.add(saved.id);
    return saved;
  }

  private async update(id: number, body: ChemicalCreateInput): Promise<Chemical> {
    try {
      return await this.deps.updateChemical(id, body);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      this.knownServerIds.delete(id);
      return this.create(body);
    }
  }
}
