import { Eye, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/utils.ts';
import { ProposalPreview } from './proposal-preview.tsx';
import { MAX_CONTENT_LENGTH } from './use-proposal-content.ts';

interface ProposalEditorProps {
  content: string;
  onChange: (content: string) => void;
  isReadOnly: boolean;
  isMobile: boolean;
}

/**
 * The written proposal's Markdown beside its live preview; on phones one at a time. Loaded on demand: the
 * Markdown renderer stays out of the generator's first download.
 */
export function ProposalEditor({ content, onChange, isReadOnly, isMobile }: ProposalEditorProps) {
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const showEditor = !isMobile || view === 'edit';
  const showPreview = !isMobile || view === 'preview';
  return (
    <div className="grid gap-3">
      {isMobile && (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">Editor view</legend>
          <Button
            type="button"
            variant={view === 'edit' ? 'default' : 'outline'}
            aria-pressed={view === 'edit'}
            onClick={() => setView('edit')}
          >
            <PencilLine aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant={view === 'preview' ? 'default' : 'outline'}
            aria-pressed={view === 'preview'}
            onClick={() => setView('preview')}
          >
            <Eye aria-hidden="true" />
            Preview
          </Button>
        </fieldset>
      )}
      <div className={cn('grid gap-4', !isMobile && 'lg:grid-cols-2')}>
        {showEditor && (
          <div className="grid gap-1.5">
            <Label htmlFor="proposal-content">Proposal text (Markdown)</Label>
            <Textarea
              id="proposal-content"
              value={content}
              onChange={(event) => onChange(event.target.value)}
              readOnly={isReadOnly}
              maxLength={MAX_CONTENT_LENGTH}
              spellCheck
              className="h-[28rem] resize-y font-mono text-xs leading-relaxed lg:h-[36rem]"
              data-testid="proposal-content-editor"
            />
          </div>
        )}
        {showPreview && (
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-slate-700">Preview</span>
            <div className="h-[28rem] overflow-y-auto rounded-md border border-slate-200 bg-white p-4 lg:h-[36rem]">
              <ProposalPreview content={content} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
