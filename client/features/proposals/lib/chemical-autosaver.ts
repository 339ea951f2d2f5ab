import { isApiError } from '#client/lib/api-error.ts';
import { AutoSaver, type SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import type { Chemical, ChemicalCreateInput } from '#shared/schemas/proposal.ts';
import { type EditorRow, hasRequiredFields } from './chemical-rows.ts';
import { buildChemicalBody, decideSaveAction } from './save-plan.ts';

/** A row's quiet save state: waiting for the 2 s pause, saving, saved, failed, or missing its name. */
export type RowSaveState = Exclude<SaveStatus, 'idle'>;

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

/**
 * Auto-saves chemical rows on the shared engine, one key per row: each edit restarts the row's timer; when it
 * fires the row is created (new, or not found on the server) or updated. Saves of one row run one after
 * another, so a second edit of a new row updates the row the first one created instead of creating it twice.
 */
export class ChemicalAutosaver {
  private readonly engine: AutoSaver<number>;
  /** tempId → server id of every row saved or loaded in this session. */
  private readonly serverIds = new Map<number, number>();
  /** Server ids known to exist on the server. */
  private readonly knownServerIds = new Set<number>();

  constructor(private readonly deps: AutosaverDeps) {
    this.engine = new AutoSaver<number>({
      delayMs: deps.delayMs,
      isReady: (tempId) => {
        const row = deps.readRow(tempId);
        return row !== undefined && hasRequiredFields(row);
      },
      save: (tempId) => this.save(tempId),
      onStatusChange: (tempId, state) => {
        if (state !== 'idle') deps.onStateChange(tempId, state);
      },
    });
  }

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
    this.engine.schedule(tempId);
  }

  /** Saves every row with an unsaved change now and resolves when all saves have finished. */
  async flush(): Promise<void> {
    await this.engine.flush();
  }

  /** Stops a row's timer, waits for its running save, forgets it and returns its server id (if saved). */
  async remove(tempId: number): Promise<number | null> {
    await this.engine.settle(tempId);
    this.engine.forget(tempId);
    const serverId = this.serverIds.get(tempId) ?? null;
    this.serverIds.delete(tempId);
    if (serverId !== null) this.knownServerIds.delete(serverId);
    return serverId;
  }

  /** Puts a row back after a failed removal. */
  restore(row: EditorRow): void {
    this.seed([row]);
  }

  /** True while a row's change waits, is being saved, failed or lacks its name (the page warns before unload). */
  hasUnsavedChanges(): boolean {
    return this.engine.hasUnsavedChanges();
  }

  /** Stops every timer without saving. */
  dispose(): void {
    this.engine.dispose();
  }

  private async save(tempId: number): Promise<void> {
    const row = this.deps.readRow(tempId);
    if (!row) return;
    let kind: 'create' | 'update' = 'create';
    try {
      const proposalId = await this.deps.ensureProposalId();
      const body = buildChemicalBody(row, proposalId, this.deps.readAnnualCost(tempId));
      const action = decideSaveAction(this.serverIds.get(tempId) ?? null, this.knownServerIds);
      kind = action.kind;
      const saved = action.kind === 'update' ? await this.update(action.id, body) : await this.create(body);
      this.deps.onSaved(saved);
    } catch (error) {
      if (!(error instanceof ProposalUnavailableError)) this.deps.onError(kind, error);
      throw error;
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
      if (!isApiError(error, 404)) throw error;
      this.knownServerIds.delete(id);
      return this.create(body);
    }
  }
}
