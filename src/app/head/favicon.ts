// The SVG favicon goes in the page itself, as a data: URL: Chrome fetches a linked icon once the
// page has loaded, and on a phone's network that is one more request (and on HTTP/1.1 often one
// more connection) for 268 bytes. public/favicon.svg stays for the manifest and the print frame.
import faviconSvg from '../../../public/favicon.svg?raw';

export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;
