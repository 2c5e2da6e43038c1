// The classes the document's paint sets on <html> (scripts/prerender-plugin.ts writes the styles).

/** The class index.html's gate sets while a page waits for its slots. */
export const DOCUMENT_WAITS_CLASS = 'document-waits';

/** The class a page gets once the document has painted what it waited for (member area, checkout). */
export const DOCUMENT_PAINTED_CLASS = 'document-painted';
