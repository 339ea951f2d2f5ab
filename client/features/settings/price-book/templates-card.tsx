import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { productSearchQueryOptions } from '#client/api/products.ts';
import { templatesQueryOptions, useDeleteTemplate, useSaveTemplate } from '#client/api/program-templates.ts';
import { DeleteNamedDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { fieldClasses, Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { EQUIPMENT_TYPES, labelOf } from '#shared/enums.ts';
import { type ProgramTemplate, ProgramTemplateInputSchema } from '#shared/schemas/price-book.ts';
import { RATE_UNIT_VALUES } from '#shared/schemas/proposal.ts';
import { SystemTypeChecks, toggleSystemType } from './system-type-checks.tsx';

interface Line {
  productId: number;
  productName: string;
  treatmentRate: string;
  rateUnit: string;
  systemTypes: string[];
}

function ProductAdder({ onAdd }: { onAdd: (line: Line) => void }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const results = useQuery({ ...productSearchQueryOptions(q), enabled: q !== '' }).data ?? [];
  return (
    <div className="grid gap-1.5">
      <Input
        aria-label="Find a product to add"
        placeholder="Find a product to add…"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {q !== '' && (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Matching products</legend>
          {results.length === 0 && <p className="text-sm text-muted-foreground">No product matches "{q}"</p>}
          {results.map((product) => (
            <Button
              key={product.id}
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                onAdd({
                  productId: product.id,
                  productName: product.name,
                  treatmentRate: product.treatmentRate === null ? '' : String(product.treatmentRate),
                  rateUnit: product.rateUnit,
                  systemTypes: product.systemTypes,
                });
                setText('');
              }}
            >
              <Plus aria-hidden="true" />
              {product.name}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function TemplateBuilder({ template, onDone }: { template: ProgramTemplate | null; onDone: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [lines, setLines] = useState<Line[]>(
    template?.items.map((item) => ({
      ...item,
      treatmentRate: item.treatmentRate === null ? '' : String(item.treatmentRate),
    })) ?? [],
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplate();
  const change = (index: number, fields: Partial<Line>) =>
    setLines((all) => all.map((line, at) => (at === index ? { ...line, ...fields } : line)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProgramTemplateInputSchema.safeParse({ name, items: lines });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      await save.mutateAsync({ id: template?.id ?? null, input: parsed.data });
      toast({ title: 'Template saved', description: parsed.data.name });
      onDone();
    } catch (caught) {
      setError(
        isApiError(caught, 400) || isApiError(caught, 404)
          ? (caught.body?.message ?? null)
          : errorMessage(caught),
      );
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-lg border bg-slate-50 p-3"
      aria-label="Template"
      noValidate
    >
      <Input
        aria-label="Template name"
        placeholder="Template name, e.g. Steam boiler, sulfite"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <ul className="grid gap-2">
        {lines.map((line, index) => (
          <li key={line.productId} className="grid gap-2 rounded-md border bg-white p-2.5">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{line.productName}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${line.productName}`}
                onClick={() => setLines((all) => all.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <div className="flex gap-2">
              <Input
                aria-label={`${line.productName} rate`}
                inputMode="decimal"
                className="w-28"
                value={line.treatmentRate}
                onChange={(e) => change(index, { treatmentRate: e.target.value })}
              />
              <select
                aria-label={`${line.productName} rate unit`}
                className={`${fieldClasses} h-10 w-40`}
                value={line.rateUnit}
                onChange={(e) => change(index, { rateUnit: e.target.value })}
              >
                {RATE_UNIT_VALUES.map((unit) => (
                  <option key={unit}>{unit}</option>
                ))}
              </select>
            </div>
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              <SystemTypeChecks
                compact
                selected={line.systemTypes}
                onToggle={(type, isChecked) =>
                  change(index, { systemTypes: toggleSystemType(line.systemTypes, type, isChecked) })
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <ProductAdder
        onAdd={(line) =>
          setLines((all) => (all.some((l) => l.productId === line.productId) ? all : [...all, line]))
        }
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save template
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Settings > Program templates: named sets of products with rates and system types, applied in the generator. */
export function TemplatesCard() {
  const templates = useQuery(templatesQueryOptions());
  const [editing, setEditing] = useState<{ template: ProgramTemplate | null } | null>(null);
  const confirm = useConfirmTarget<ProgramTemplate>();
  const remove = useDeleteTemplate();
  return (
    <Card role="region" aria-labelledby="templates-title">
      <CardHeader>
        <CardTitle id="templates-title">Program templates</CardTitle>
        <CardDescription>
          A template adds its products to a survey's systems of each product's types in one click in the
          proposal generator. Save one here or from the generator's current rows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {editing ? (
          <TemplateBuilder
            key={editing.template?.id ?? 'new'}
            template={editing.template}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setEditing({ template: null })}>
              <Plus aria-hidden="true" />
              New template
            </Button>
          </div>
        )}
        {templates.data?.length === 0 && <p className="text-sm text-muted-foreground">No templates yet.</p>}
        <ul className="divide-y" aria-label="Program templates">
          {templates.data?.map((template) => (
            <li key={template.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{template.name}</p>
                <p className="text-sm text-muted-foreground">
                  {template.items
                    .map(
                      (item) =>
                        `${item.productName}${item.systemTypes.length ? ` (${item.systemTypes.map((t) => labelOf(EQUIPMENT_TYPES, t)).join(', ')})` : ''}`,
                    )
                    .join(' · ') || 'No products'}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit ${template.name}`}
                  onClick={() => setEditing({ template })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${template.name}`}
                  onClick={() => confirm.ask(template)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <DeleteNamedDialog
        confirm={confirm}
        noun="template"
        description="Proposals it was applied to keep their rows."
        isPending={remove.isPending}
        remove={remove.mutateAsync}
      />
    </Card>
  );
}
