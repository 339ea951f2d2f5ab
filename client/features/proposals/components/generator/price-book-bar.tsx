import { useQuery } from '@tanstack/react-query';
import { BookmarkPlus, LayoutTemplate, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { applyTemplate, templatesQueryOptions, useSaveTemplate } from '#client/api/program-templates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { ProgramTemplateInput } from '#shared/schemas/price-book.ts';
import type { ChemicalEditor } from '../../hooks/use-chemical-editor.ts';
import { ProposalUnavailableError } from '../../lib/chemical-autosaver.ts';
import { rowFieldsFromProduct } from '../../lib/product-row.ts';
import { readNumber } from '../../lib/program-input.ts';
import { AddRowsToBookButton } from './add-rows-to-book-button.tsx';
import { ProductPicker } from './product-picker.tsx';

interface PriceBookBarProps {
  editor: ChemicalEditor;
  equipment: Equipment[];
  ensureProposalId: () => Promise<number>;
}

/** The template lines of the editor's rows that came from the price book (typed rows have no product). */
export function templateItemsOf(
  editor: Pick<ChemicalEditor, 'rows'>,
  equipment: Equipment[],
): ProgramTemplateInput['items'] {
  return editor.rows.flatMap((row) =>
    row.productId === null
      ? []
      : [
          {
            productId: row.productId,
            treatmentRate: readNumber(row.treatmentRate),
            rateUnit: row.rateUnit,
            systemTypes: [
              ...new Set(equipment.filter((e) => row.systemIds.includes(e.id)).map((e) => e.type)),
            ] as ProgramTemplateInput['items'][number]['systemTypes'],
          },
        ],
  );
}

function SaveTemplateForm({
  editor,
  equipment,
  onDone,
}: Omit<PriceBookBarProps, 'ensureProposalId'> & { onDone: () => void }) {
  const [name, setName] = useState('');
  const save = useSaveTemplate();
  const items = templateItemsOf(editor, equipment);
  const skipped = editor.rows.filter((row) => row.productId === null && row.name.trim() !== '').length;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const template = await save.mutateAsync({ id: null, input: { name, items } });
      toast({
        title: 'Template saved',
        description: `"${template.name}" holds ${template.items.length} product(s).`,
      });
      onDone();
    } catch (error) {
      showError('Error', errorMessage(error, 'Failed to save template'));
    }
  };
  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3"
      aria-label="Save as template"
    >
      <Input
        aria-label="Template name"
        placeholder="Template name, e.g. Standard open tower"
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="w-full sm:w-72"
        autoFocus
      />
      <Button type="submit" size="sm" disabled={save.isPending || items.length === 0 || name.trim() === ''}>
        Save template
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      <p className="w-full text-xs text-muted-foreground">
        {items.length === 0
          ? 'Add rows from the price book first: a template is a set of price-book products.'
          : `${items.length} price-book row(s) with their rates and system types${skipped > 0 ? `; ${skipped} typed row(s) left out` : ''}.`}
      </p>
    </form>
  );
}

/**
 * The generator's price book: "Add from price book" fills a row from a product, a template button adds its
 * products to the survey's systems in one click (saved and priced by the server), and the current rows can be
 * saved as a template.
 */
export function PriceBookBar({ editor, equipment, ensureProposalId }: PriceBookBarProps) {
  const templates = useQuery(templatesQueryOptions());
  const [applying, setApplying] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleApply = async (templateId: number) => {
    setApplying(templateId);
    try {
      await editor.flush();
      const proposalId = await ensureProposalId();
      const added = await applyTemplate(proposalId, templateId);
      if (added.length === 0) {
        toast({
          title: 'Nothing added',
          description: 'This template has no products left in your price book.',
        });
      }
      editor.addSavedChemicals(added);
    } catch (error) {
      // A proposal that could not be created has said so already; a survey not yet final has its own notice.
      if (error instanceof ProposalUnavailableError) return;
      showError('Error', errorMessage(error, 'Failed to apply template'));
    } finally {
      setApplying(null);
    }
  };

  return (
    <div className="grid gap-3 px-4 pb-4 sm:px-6" data-testid="price-book-bar">
      <div className="flex flex-wrap items-center gap-2">
        <ProductPicker onPick={(product) => editor.addFilledRow(rowFieldsFromProduct(product, equipment))} />
        {(templates.data ?? []).map((template) => (
          <Button
            key={template.id}
            variant="outline"
            size="sm"
            onClick={() => void handleApply(template.id)}
            disabled={applying !== null}
            aria-label={`Apply template ${template.name}`}
          >
            {applying === template.id ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <LayoutTemplate aria-hidden="true" />
            )}
            {template.name}
          </Button>
        ))}
        {!isSaving && (
          <Button variant="ghost" size="sm" onClick={() => setIsSaving(true)}>
            <BookmarkPlus aria-hidden="true" />
            Save as template
          </Button>
        )}
        <AddRowsToBookButton editor={editor} equipment={equipment} />
      </div>
      {isSaving && (
        <SaveTemplateForm editor={editor} equipment={equipment} onDone={() => setIsSaving(false)} />
      )}
    </div>
  );
}
