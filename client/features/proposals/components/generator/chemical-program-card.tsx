import { useQuery } from '@tanstack/react-query';
import { Beaker, Plus } from 'lucide-react';
import { priceBookChangesQueryOptions } from '#client/api/products.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatUsd } from '#shared/calc/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { ChemicalEditor } from '../../hooks/use-chemical-editor.ts';
import { ChemicalRowCard } from './chemical-row-card.tsx';
import { ChemicalTable } from './chemical-table.tsx';
import { PriceBookBar } from './price-book-bar.tsx';
import { PriceBookNotice } from './price-book-notice.tsx';
import { ChemicalTypeSuggestions } from './row-fields.tsx';

interface ChemicalProgramCardProps {
  editor: ChemicalEditor;
  equipment: Equipment[];
  isMobile: boolean;
  /** The saved proposal's id (null before the first save): a draft's rows are offered new book prices. */
  proposalId: number | null;
  ensureProposalId: () => Promise<number>;
}

/** The chemical list editor: rows (a table on desktop, cards on phones), figures computed as you type. */
export function ChemicalProgramCard(props: ChemicalProgramCardProps) {
  const { editor, equipment, isMobile } = props;
  const changes = useQuery(priceBookChangesQueryOptions(props.proposalId)).data ?? [];
  const rows = editor.rows.map((row, index) => ({
    row,
    figures: editor.result.chemicals[index],
    saveState: editor.saveStates[row.tempId],
    equipment,
    canRemove: editor.canRemove,
    onEdit: (fields: Parameters<ChemicalEditor['editRow']>[1]) => editor.editRow(row.tempId, fields),
    onRemove: () => void editor.removeRow(row.tempId),
    priceNotice: (
      <PriceBookNotice
        row={row}
        change={changes.find((change) => change.chemicalId === row.serverId)}
        onEdit={(fields) => editor.editRow(row.tempId, fields)}
      />
    ),
  }));
  const addButton = (
    <Button variant="secondary" onClick={editor.addRow} className={isMobile ? 'w-full' : undefined}>
      <Plus aria-hidden="true" />
      Add Chemical
    </Button>
  );

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="chemical-program-title">
      <ChemicalTypeSuggestions />
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div>
          <CardTitle id="chemical-program-title" className="flex items-center gap-2 text-base">
            <Beaker className="size-4 text-brand-700" aria-hidden="true" />
            Chemical Program
          </CardTitle>
          <CardDescription className="mt-1.5">
            Figures update as you type; each row saves itself 2 seconds after your last change.
          </CardDescription>
        </div>
        {!isMobile && addButton}
      </CardHeader>
      <PriceBookBar editor={editor} equipment={equipment} ensureProposalId={props.ensureProposalId} />
      {isMobile ? (
        <div className="grid gap-3 px-4 pb-4">
          <ul className="grid gap-3" aria-label="Chemicals">
            {rows.map((row, index) => (
              <ChemicalRowCard key={row.row.tempId} index={index} {...row} />
            ))}
          </ul>
          {addButton}
          <div className="flex items-center justify-between rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
            <span className="font-semibold">Total annual cost</span>
            <span className="text-lg font-bold tabular-nums" data-testid="program-total">
              {formatUsd(editor.result.totalAnnualCost)}
            </span>
          </div>
        </div>
      ) : (
        <ChemicalTable rows={rows} totalAnnualCost={editor.result.totalAnnualCost} />
      )}
    </Card>
  );
}
