import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { companyQueryOptions, uploadLogo, useSaveCompany } from '#client/api/company.ts';
import { FormFrame, TextareaField, TextField } from '#client/components/form-fields.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { type CompanyForm, CompanyFormSchema, type CompanySettings } from '#shared/schemas/company.ts';

type CompanyValues = { [K in keyof CompanyForm]-?: string };
type CompanyOutput = ReturnType<typeof CompanyFormSchema.parse>;

const DEFAULT_BRAND_COLOR = '#0b5a7a';
const ACCEPTED_LOGO_TYPES = 'image/png,image/jpeg';

/** What happens to the logo on save: kept, removed, or replaced by a chosen file. */
type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File; preview: string };

function formValues(company: CompanySettings): CompanyValues {
  return {
    name: company.name ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    licenceLines: company.licenceLines ?? '',
    certificationLines: company.certificationLines ?? '',
    brandColor: company.brandColor ?? '',
  };
}

/** The logo: its preview, a button to choose a PNG or JPEG, and one to remove it. */
function LogoPicker({
  currentUrl,
  change,
  onChange,
}: {
  currentUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
}) {
  const inputId = useId();
  const shown = change.kind === 'new' ? change.preview : change.kind === 'keep' ? currentUrl : null;
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChange({ kind: 'new', file, preview: URL.createObjectURL(file) });
  };
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Logo</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-40 items-center justify-center rounded-md border bg-white p-1">
          {shown ? (
            <img src={shown} alt="Company logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <Button type="button" variant="outline" size="sm" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            <ImagePlus aria-hidden="true" />
            {shown ? 'Change logo' : 'Add logo'}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_LOGO_TYPES}
          className="sr-only"
          onChange={handleFile}
          data-testid="company-logo-input"
        />
        {shown && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
            <Trash2 aria-hidden="true" />
            Remove logo
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        PNG or JPEG, at most 10 MB. It is re-encoded before it is kept.
      </p>
    </div>
  );
}

function CompanyDetailsForm({ company }: { company: CompanySettings }) {
  const save = useSaveCompany();
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const [isUploading, setIsUploading] = useState(false);
  const form = useSchemaForm<CompanyValues, CompanyOutput>(CompanyFormSchema, {
    defaultValues: formValues(company),
    mode: 'onSubmit',
  });
  const color = form.watch('brandColor');
  useEffect(
    () => () => {
      if (logo.kind === 'new') URL.revokeObjectURL(logo.preview);
    },
    [logo],
  );

  async function handleSubmit(values: CompanyOutput) {
    let logoUrl: string | null | undefined;
    if (logo.kind === 'remove') logoUrl = null;
    if (logo.kind === 'new') {
      setIsUploading(true);
      try {
        logoUrl = await uploadLogo(logo.file);
      } catch (error) {
        showError('Logo not saved', errorMessage(error));
        return;
      } finally {
        setIsUploading(false);
      }
    }
    try {
      const saved = await save.mutateAsync({ ...values, ...(logoUrl !== undefined ? { logoUrl } : {}) });
      form.reset(formValues(saved));
      setLogo({ kind: 'keep' });
      toast({ title: 'Company saved', description: 'Your proposals and survey reports now carry it.' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.errors : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name in form.getValues()) form.setError(name as FieldPath<CompanyValues>, { message });
      }
      showError('Failed to save company', errorMessage(error));
    }
  }

  const isPending = save.isPending || isUploading;
  const isChanged = form.formState.isDirty || logo.kind !== 'keep';
  return (
    <FormFrame form={form} onSubmit={handleSubmit} aria-label="Company">
      <TextField control={form.control} name="name" label="Company Name" autoComplete="organization" />
      <LogoPicker currentUrl={company.logoUrl} change={logo} onChange={setLogo} />
      <TextareaField
        control={form.control}
        rows={2}
        name="address"
        label="Address"
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <TextField
        control={form.control}
        name="website"
        label="Website"
        placeholder="www.example.com"
        autoComplete="url"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField
          control={form.control}
          rows={2}
          name="licenceLines"
          label="Licences"
          placeholder="One per line"
        />
        <TextareaField
          control={form.control}
          rows={2}
          name="certificationLines"
          label="Certifications"
          placeholder="One per line"
        />
      </div>
      <FormField
        control={form.control}
        name="brandColor"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Brand Colour</FormLabel>
            <div className="flex items-center gap-3">
              <input
                type="color"
                aria-label="Pick the brand colour"
                value={/^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_BRAND_COLOR}
                onChange={(event) => field.onChange(event.target.value)}
                className="h-9 w-12 cursor-pointer rounded border bg-white p-0.5"
              />
              <FormControl>
                <Input className="max-w-36" placeholder={DEFAULT_BRAND_COLOR} {...field} />
              </FormControl>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="flex justify-end">
        <SubmitButton
          className="w-full sm:w-auto"
          isPending={isPending}
          pendingLabel="Saving..."
          disabled={!isChanged}
        >
          Save Company
        </SubmitButton>
      </div>
    </FormFrame>
  );
}

/** The rep's lines as the PDFs sign them, from the profile above. */
function SignedBy() {
  const { user } = useAuth();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
  const lines = [name, user.jobTitle, user.phone, user.email].filter(Boolean);
  return (
    <p className="text-sm text-muted-foreground" data-testid="company-signed-by">
      Signed by <span className="font-medium text-slate-900">{lines.join(' · ')}</span> (your profile above).
    </p>
  );
}

/** Settings > Company: the company, logo and brand colour the proposal and survey report PDFs carry. */
export function CompanySection() {
  const { data: company, isPending, isError, error } = useQuery(companyQueryOptions());
  // The generator's note links to /settings#company: bring the section into view once it has its form.
  useEffect(() => {
    if (company && window.location.hash === '#company')
      document.getElementById('company')?.scrollIntoView({ block: 'start' });
  }, [company]);
  return (
    <Card id="company" data-testid="company-section">
      <CardHeader>
        <CardTitle>Company</CardTitle>
        <CardDescription>
          Your company on the cover, headers, footers and signature block of your proposals and survey
          reports.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <p className="text-sm text-muted-foreground">Loading your company...</p>}
        {isError && <p className="text-sm text-destructive">{errorMessage(error)}</p>}
        {company && <CompanyDetailsForm key={company.updatedAt ?? 'new'} company={company} />}
        <SignedBy />
      </CardContent>
    </Card>
  );
}
