// POST /session/logout: ends the session where it lives, the server's cookie. The member area's
// logout dialog sends it and, once it is done, forgets its side (session.end('logout')).
import { data, type ActionFunctionArgs } from 'react-router';
import { endSessionContext } from '@/lib/server-context';

export async function action({ context }: ActionFunctionArgs) {
  const headers = await context.get(endSessionContext)();
  return data({ loggedOut: true }, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
