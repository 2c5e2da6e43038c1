import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error/load-error';
import { ApiError } from '@/lib/api/api-error';

interface Queries {
  /** The address's product id, or null when it names none. */
  id: number | null;
  product: UseQueryResult<unknown>;
  /** The facilities, which the page's picker and "offered at" read. */
  sites: UseQueryResult<unknown>;
  /** What an unknown product shows (MissingProduct). */
  missing: ReactNode;
  texts: { error: string; sitesError: string; loading: string };
  /** The error's own text in the page's language (errorText). */
  describe: (error: unknown) => string;
}

/**
 * What a product page shows instead of its product, or null when the product is there: not found
 * (no id, BRP's 404), a failed call with its retry (the product's, then the facilities'), loading.
 */
export function productPageProblem({
  id,
  product,
  sites,
  missing,
  texts,
  describe,
}: Queries): ReactNode | null {
  if (id === null) return missing;
  if (product.isError) {
    const status = product.error instanceof ApiError ? product.error.status : 0;
    if (status === 404) return missing;
    return (
      <LoadError
        message={`${texts.error} ${describe(product.error)}`}
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (sites.isError)
    return (
      <LoadError
        message={`${texts.sitesError} ${describe(sites.error)}`}
        onRetry={() => void sites.refetch()}
      />
    );
  if (!product.data) return <Typography aria-busy="true">{texts.loading}</Typography>;
  return null;
}
