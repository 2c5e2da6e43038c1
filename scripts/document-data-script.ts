// The document starts the data of the page being opened (docs/decisions/022, 023). From the
// requests the build recorded per page (src/app/document-requests.ts) it writes a tiny script for
// the <head> of index.html that matches `location.pathname` and fetches each, listing them in
// `window.documentRequests` (src/lib/document/document-answers.ts): the requests then run while
// the app's code downloads, the app's own requests of the same URLs take their answers, and a
// prerendered page can paint one before the app has come (src/app/document-paint.ts).
import type { DocumentRequest } from '../src/app/document-requests';
import { ID_SENTINEL } from '../src/lib/document/document-answers.ts';
import type { DocumentDataPage } from '../src/app/route-modules';

export { ID_SENTINEL };
const ID_PLACEHOLDER = '{id}';

/** [pattern, [url, sends the token (1) or not (0), request key][], the id's query parameter] */
export type DocumentDataTable = [string, [string, 0 | 1, string][], string?][];

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
    const withId = (text: string) => text.split(ID_SENTINEL).join(ID_PLACEHOLDER);
    const requests = (await record(recordingAddress(page))).map(
      ({ url, sendsToken, key }): [string, 0 | 1, string] => [
        withId(url),
        sendsToken ? 1 : 0,
        withId(key),
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
 * stored (the document's request carries none, so the app would not take its answer). A page keyed
 * by an id starts nothing without a valid one; the id is written as the app reads it ('0701' is
 * 701). A request that cannot reach the server lists null: the app then asks itself.
 */
export function documentDataScript(table: DocumentDataTable, tokenKey: string): string {
  if (table.length === 0) return '';
  const data = JSON.stringify(table).replace(/</g, '\\u003c');
  const id = JSON.stringify(ID_PLACEHOLDER);
  return [
    `(function(){var r=${data},p=location.pathname,q=window.documentRequests=[],t,i,j,u,v,n;`,
    `try{t=localStorage.getItem(${JSON.stringify(tokenKey)})||sessionStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}`,
    'function put(s){return n?s.split(' + id + ').join(n):s}',
    'function answer(w){return w.text().then(function(b){var h={};w.headers.forEach(function(x,k){h[k]=x});',
    'return{status:w.status,statusText:w.statusText,headers:h,body:b}})}',
    'for(i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;n=null;',
    'if(r[i][2]){v=new URLSearchParams(location.search).get(r[i][2]);',
    'if(!v||!/^\\d+$/.test(v)||!(Number(v)>0)||Number(v)>9007199254740991)continue;n=String(Number(v))}',
    'for(j=0;j<r[i][1].length;j++){if(r[i][1][j][1]&&t)continue;u=put(r[i][1][j][0]);',
    'q.push({url:u,key:put(r[i][1][j][2]),answer:fetch(u).then(answer).catch(function(){return null})})}}})()',
  ].join('');
}

/** The built index.html with the script in its <head>, so it runs before anything else loads. */
export function withDocumentData(html: string, script: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  if (script === '') return html;
  return html.replace('</head>', `<script>${script}</script></head>`);
}
