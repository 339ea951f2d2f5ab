import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { readApiError } from '#client/lib/api-error.ts';
import { listPageUrl, usePagedList } from '#client/lib/paging.ts';
import type {
  PriceBookChange,
  Product,
  ProductImportResult,
  ProductInput,
} from '#shared/schemas/price-book.ts';
import { programTemplateKeys } from './program-templates.ts';

/** Query keys of the user's price book and a draft's price changes. */
export const priceBookKeys = {
  products: ['products'] as const,
  productList: (q: string) => ['products', 'list', q] as const,
  productSearch: (q: string) => ['products', 'search', q] as const,
  changes: (proposalId: number) => ['products', 'changes', proposalId] as const,
};

/** How many products the generator's type-ahead shows at once. */
export const SEARCH_RESULTS = 8;

/** Settings > Products: the book a page at a time, filtered on the server by `q`. */
export function useProductList(q: string) {
  return usePagedList<Product>(priceBookKeys.productList(q), '/api/products', { q, limit: '25' });
}

/** The generator's type-ahead: the first products matching `q` (the newest when `q` is empty). */
export function productSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: priceBookKeys.productSearch(q),
    queryFn: ({ signal }) =>
      fetchJson<Product[]>(listPageUrl('/api/products', { q, limit: String(SEARCH_RESULTS) }, null), signal),
  });
}

/** POST or PUT a product; the book's lists and a draft's price changes are read again. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ProductInput }) => {
      const res = await apiRequest(
        id === null ? 'POST' : 'PUT',
        id === null ? '/api/products' : `/api/products/${id}`,
        input,
      );
      return (await res.json()) as Product;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: priceBookKeys.products }),
  });
}

/** DELETE /api/products/:id. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/products/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: priceBookKeys.products });
      void client.invalidateQueries({ queryKey: programTemplateKeys.all });
    },
  });
}

/** POST /api/products/import with the file's text as the body; a bad row answers 400 listing every line. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => {
      const res = await fetch('/api/products/import', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: csv,
        credentials: 'include',
      });
      if (!res.ok) throw await readApiError(res);
      return (await res.json()) as ProductImportResult;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: priceBookKeys.products });
      void client.invalidateQueries({ queryKey: programTemplateKeys.all });
    },
  });
}

/** A draft's rows whose price-book product has another price now (none for a proposal past draft). */
export function priceBookChangesQueryOptions(proposalId: number | null) {
  return queryOptions({
    queryKey: priceBookKeys.changes(proposalId ?? 0),
    queryFn: ({ signal }) => fetchJson<PriceBookChange[]>(`/api/proposals/${proposalId}/price-book`, signal),
    enabled: proposalId !== null,
    refetchOnMount: 'always',
  });
}
