// The entry of the document's first-paint script, built on its own (scripts/prerender-plugin.ts)
// so that it carries nothing but the sanitiser: see ./document-paint.ts.
import { paintDocumentSlots } from './document-paint';

void paintDocumentSlots();
