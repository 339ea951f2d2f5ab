import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage, fetchJson } from '#client/lib/api.ts';
import type { CompanySettings, CompanySettingsInput } from '#shared/schemas/company.ts';
import { putFile, storedPhotoUrl } from './photos.ts';

// Settings > Company: the rep's company as both PDFs carry it (docs/decisions/036).

/** Query keys of the signed-in user's company settings. */
export const companyKeys = {
  all: ['company'] as const,
};

/** GET /api/settings/company: the company (isSet false until first saved) and the rep's profile lines. */
export function companyQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.all,
    queryFn: ({ signal }) => fetchJson<CompanySettings>('/api/settings/company', signal),
  });
}

/** Raised when the logo could not be uploaded; its message says why (too large, not PNG or JPEG...). */
export class LogoUploadError extends Error {}

/**
 * Uploads a logo through the one-time upload (POST /api/objects/upload with kind "logo", then PUT the bytes);
 * answers the URL PUT /api/settings/company records it from.
 */
export async function uploadLogo(file: File): Promise<string> {
  let uploadURL: string;
  try {
    const res = await apiRequest('POST', '/api/objects/upload', {
      kind: 'logo',
      fileName: file.name,
      contentType: file.type || null,
      size: file.size,
    });
    uploadURL = ((await res.json()) as { uploadURL: string }).uploadURL;
  } catch (error) {
    throw new LogoUploadError(errorMessage(error, 'Failed to get upload URL'));
  }
  try {
    await putFile(uploadURL, file, () => {});
  } catch (error) {
    throw new LogoUploadError(errorMessage(error, 'The logo could not be uploaded'));
  }
  return storedPhotoUrl(uploadURL);
}

/** PUT /api/settings/company; the answer replaces the cached company. */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanySettingsInput) => {
      const res = await apiRequest('PUT', '/api/settings/company', input);
      return (await res.json()) as CompanySettings;
    },
    onSuccess: (company) => client.setQueryData(companyKeys.all, company),
  });
}
