// The document starts the data of the page being opened (docs/decisions/022). From the requests
// the build recorded per page (src/app/document-requests.ts) it writes a tiny script for the
// <head> of index.html that matches `location.pathname` and adds a
// <link rel="preload" as="fetch"> for each: the requests then run while the app's code downloads,
// and the browser hands their answers to the app's own requests (same URL, no header that
// differs), which otherwise would start only after the main bundle has run.
import type { DocumentRequest } from '../src/app/document-requests';
import type { DocumentDataPage } from '../src/app/route-modules';

/** Stands for the product id in a recorded URL; the script puts the address's id in its place. */
export const ID_SENTINEL = '2147480001';
const ID_PLACEHOLDER = '{id}';

/** [pattern, [url, sends the token (1) or not (0)][], the id's query parameter] */
export type DocumentDataTable = [string, [string, 0 | 1][], string?][];

/** Where the build records a page's requests: its address, with the sentinel id if it takes one. */
export const recordingAddress = (page: DocumentDataPage): string =>
  page.idParameter ? `${page.address}?${page.idParameter}=${ID_SENTINEL}` : page.address;

/** The table for the script: each page's requests, recorded at its recording address. */
export async function documentDataTable(
  pages: DocumentDataPage[],
  record: (address: string) => Promise<DocumentRequest[]>,
): Promise<DocumentDataTable> {
  const table: DocumentDataTable = [];
  for (const page of pages) {
    const requests = (await record(recordingAddress(page))).map(
      ({ url, sendsToken }): [string, 0 | 1] => [
        url.split(ID_SENTINEL).join(ID_PLACEHOLDER),
        sendsToken ? 1 : 0,
      ],
    );
    if (requests.length === 0) continue;
    table.push(
      page.idParameter ? [page.pattern, requests, page.idParameter] : [page.pattern, requests],
    );
  }
  return table;
}

/**
 * The inline script. A request that carries the stored token is left to the app when a token is
 * stored (a preload cannot carry it, so the app would not take its answer). A page keyed by an id
 * starts nothing without a valid one; the id is written as the app reads it ('0701' is 701).
 */
export function documentDataScript(table: DocumentDataTable, tokenKey: string): string {
  if (table.length === 0) return '';
  const data = JSON.stringify(table).replace(/</g, '\\u003c');
  return [
    `(function(){var r=${data},p=location.pathname,d=document,t,i,j,u,v,n;`,
    `try{t=localStorage.getItem(${JSON.stringify(tokenKey)})||sessionStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}`,
    'for(i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;n=null;',
    'if(r[i][2]){v=new URLSearchParams(location.search).get(r[i][2]);',
    'if(!v||!/^\\d+$/.test(v)||!(Number(v)>0)||Number(v)>9007199254740991)continue;n=String(Number(v))}',
    'for(j=0;j<r[i][1].length;j++){if(r[i][1][j][1]&&t)continue;',
    `u=r[i][1][j][0];if(n)u=u.split(${JSON.stringify(ID_PLACEHOLDER)}).join(n);`,
    "var l=d.createElement('link');l.rel='preload';l.setAttribute('as','fetch');l.crossOrigin='anonymous';",
    'l.href=u;d.head.appendChild(l)}}})()',
  ].join('');
}

/** The built index.html with the script in its <head>, so it runs before anything else loads. */
export function withDocumentData(html: string, script: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  if (script === '') return html;
  return html.replace('</head>', `<script>${script}</script></head>`);
}
