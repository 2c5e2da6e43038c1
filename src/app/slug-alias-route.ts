// /checkout/, /login/, /en/kassa/, /en/logga-in/: the same page under the other language's slug
// (spec §2), e.g. a return from the payment provider or a link in an e-mail. A permanent redirect
// to this language's address, with the query string (orderid, receiptid, error, returnTo) kept.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { canonicalAliasPath } from '@/lib/paths';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = canonicalAliasPath(url.pathname, url.search);
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 301);
}
