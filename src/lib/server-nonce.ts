// The response's CSP nonce for the document's own inline scripts (src/root.tsx), given by the
// server's render (src/entry.server.tsx). In the browser it stays empty: React never runs a
// script it renders there, and the nonce attribute of the server's one reads as empty anyway.
import { createContext } from 'react';

export const ServerNonceContext = createContext<string | undefined>(undefined);
