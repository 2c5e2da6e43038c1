// Spec §2: password reset (reset-password/?token=…). Without a token, or for a signed-in visitor,
// the server answers with a redirect; the page's own <Navigate> does the same on a navigation in
// the browser.
import { redirect } from 'react-router';
import { languageFromPath } from '@/lib/language';
import { pathTo } from '@/lib/paths';
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';

/** The page asks for nothing before it renders: its form is all it shows. */
const nothingToLoad = () => {};
const render = serverLoader(nothingToLoad, { visitorsOnly: true });

export const loader: typeof render = async (args) => {
  const { pathname, searchParams } = new URL(args.request.url);
  if (!searchParams.get('token')) throw redirect(pathTo('home', languageFromPath(pathname)));
  return render(args);
};
export const clientLoader = inBrowser(nothingToLoad);

export { default } from './reset-password-page';
