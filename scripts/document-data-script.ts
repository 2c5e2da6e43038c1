// The document starts the data of the page being opened (docs/decisions/022, 023, 024). From the
// requests the build recorded per page (src/app/document-requests.ts) it writes a tiny script for
// the <head> of index.html that matches `location.pathname` and fetches each, listing them in
// `window.documentRequests` (src/lib/document/document-answers.ts): the requests then run while
// the app's code downloads, the app's own requests of the same URLs take their answers, and a
// prerendered page can paint one before the app has come (src/app/document-paint.ts).
import type { DocumentRequest } from '../src/app/document-requests';
import {
  CUSTOMER_SENTINEL,
  ID_SENTINEL,
  ORDER_SENTINEL,
  withPlaceholders,
} from '../src/lib/document/document-answers.ts';
import type { DocumentDataPage } from '../src/app/route-modules';

export { CUSTOMER_SENTINEL, ID_SENTINEL, ORDER_SENTINEL };

/** One request of a page as the script makes it. */
export interface DocumentDataRequest {
  /**
   * The URL, with '{id}', '{customer}' and '{order}' where the address's id, the member's id and
   * the stored order's id go.
   */
  url: string;
  /** Omitted for GET. */
  method?: 'POST';
  /** Sends the stored token when there is one (the booking API, as the app's client does). */
  token?: 1;
  /** orval's query key of the request, with the same placeholders. */
  key: string;
  /** The stored order: the row's `{product}` requests follow its answer, once per product. */
  lines?: 1;
  /** Made only with a usable stored session (the member's id goes in for '{customer}'). */
  member?: 1;
}

export interface DocumentDataRow {
  /** Matches `location.pathname`. */
  pattern: string;
  requests: DocumentDataRequest[];
  /** The query parameter naming the page's product: without a valid one, nothing starts. */
  id?: string;
  /** The page is a signed-in member's: without a usable stored session, nothing starts. */
  signedIn?: 1;
  /** The checkout of the stored order: without one, or with an `orderid` (a receipt), nothing. */
  order?: 1;
}

export type DocumentDataTable = DocumentDataRow[];

/** Where the build records a page's requests: its address, with the sentinel id if it takes one. */
export const recordingAddress = (page: DocumentDataPage): string =>
  page.idParameter ? `${page.address}?${page.idParameter}=${ID_SENTINEL}` : page.address;

/** The table for the script: each page's requests, recorded at its recording address. */
export async function documentDataTable(
  pages: DocumentDataPage[],
  record: (
    address: string,
    options: { signedIn: boolean; storedOrder: boolean; membersToo: boolean },
  ) => Promise<DocumentRequest[]>,
): Promise<DocumentDataTable> {
  const table: DocumentDataTable = [];
  for (const page of pages) {
    const signedIn = page.signedIn === true;
    const storedOrder = page.storedOrder === true;
    const membersToo = page.membersToo === true;
    const recorded = await record(recordingAddress(page), { signedIn, storedOrder, membersToo });
    const requests = recorded.map(
      ({ url, method, sendsToken, key, order, membersOnly }): DocumentDataRequest => ({
        url: withPlaceholders(url),
        ...(method === 'POST' ? { method } : {}),
        ...(sendsToken ? { token: 1 as const } : {}),
        key: withPlaceholders(key),
        ...(order ? { lines: 1 as const } : {}),
        ...(membersOnly ? { member: 1 as const } : {}),
      }),
    );
    if (requests.length === 0) continue;
    table.push({
      pattern: page.pattern,
      requests,
      ...(page.idParameter ? { id: page.idParameter } : {}),
      ...(signedIn ? { signedIn: 1 as const } : {}),
      ...(storedOrder ? { order: 1 as const } : {}),
    });
  }
  return table;
}

/** The storage keys the script reads: the token, the customer id kept beside it, the order. */
export interface DocumentDataKeys {
  accessToken: string;
  customerId: string;
  orderId: string;
}

/**
 * The inline script. A request of the booking API carries the stored token when there is one, as
 * the app's client sends it. A member's page starts nothing without a session the app would use
 * (the rule of src/lib/session.ts `usableSession`: a readable JWT not expired, the stored customer
 * id or the token's `sub`), whose id goes in for '{customer}'. The checkout starts only with a
 * stored order the app would read (src/lib/cart/stored-order.ts `storedOrderId`: a positive
 * integer) and no `orderid` in the address, whose id goes in for '{order}'; once the order has
 * answered, the requests with '{product}' follow, once per service product of its lines, at the
 * order's facility ('{site}'), as the route's own start makes them. A request marked `member` is
 * made only with a usable session. A page keyed by an id starts
 * nothing without a valid one; the id is written as the app reads it ('0701' is 701). A request
 * that cannot reach the server lists null: the app then asks itself.
 */
export function documentDataScript(table: DocumentDataTable, keys: DocumentDataKeys): string {
  if (table.length === 0) return '';
  const data = JSON.stringify(table).replace(/</g, '\\u003c');
  return [
    `(function(){var r=${data},p=location.pathname,q=window.documentRequests=[],t,i,j,e,f,v,n,c,o,P,L,d;`,
    // storage.get's rule: localStorage, else sessionStorage.
    'function get(k){var a;try{a=localStorage.getItem(k);return a!==null?a:sessionStorage.getItem(k)}catch(x){return null}}',
    'function pid(v){var n=typeof v=="number"?v:typeof v=="string"&&v.trim()?Number(v):NaN;return n%1===0&&n>0?String(n):null}',
    'function member(){var x=t?t.split("."):[],o;if(x.length!==3||!x[1])return null;',
    'try{o=JSON.parse(atob(x[1].replace(/-/g,"+").replace(/_/g,"/")))}catch(y){return null}',
    'if(!o||typeof o!="object"||Array.isArray(o))return null;',
    'if(typeof o.exp=="number"&&o.exp*1000<=Date.now())return null;',
    `return pid(get(${JSON.stringify(keys.customerId)}))||pid(o.sub)}`,
    // storedOrderId's rule: a number, whole and positive.
    'function oid(v){var n=v===null||v.trim()===""?NaN:Number(v);return n%1===0&&n>0?String(n):null}',
    'function putter(n,o,c){return function(s){if(n)s=s.split("{id}").join(n);if(o)s=s.split("{order}").join(o);return c?s.split("{customer}").join(c):s}}',
    'function answer(w){return w.text().then(function(b){var h={};w.headers.forEach(function(x,k){h[k]=x});',
    'return{status:w.status,statusText:w.statusText,headers:h,body:b}})}',
    // Fetches one request and lists it; returns its answer.
    'function go(f,u,k){var h=f.token&&t?"Bearer "+t:null,m=f.method||"GET",a=fetch(u,{method:m,headers:h?{Authorization:h}:{}}).then(answer).catch(function(){return null});',
    'q.push({url:u,method:m,authorization:h,key:k,recordedKey:f.key,answer:a});return a}',
    // Once the order has answered: each request of `d` once per service product of its lines
    // (serviceProductIds' rule: each product once), at the order's facility.
    'function lines(a,d,P){a.then(function(w){var b,s,x,y,z,m={};if(!w||w.status<200||w.status>299)return;',
    'try{b=JSON.parse(w.body)}catch(u){return}s=b&&b.businessUnit&&pid(b.businessUnit.id);if(!s||!Array.isArray(b.serviceItems))return;',
    'function R(v){return P(v).split("{product}").join(z).split("{site}").join(s)}',
    'for(x=0;x<b.serviceItems.length;x++){z=b.serviceItems[x]&&b.serviceItems[x].product&&pid(b.serviceItems[x].product.id);if(!z||m[z])continue;m[z]=1;',
    'for(y=0;y<d.length;y++)go(d[y],R(d[y].url),R(d[y].key))}})}',
    `t=get(${JSON.stringify(keys.accessToken)});`,
    'for(i=0;i<r.length;i++){e=r[i];if(!new RegExp(e.pattern).test(p))continue;n=null;o=null;c=member();',
    'if(e.id){v=new URLSearchParams(location.search).get(e.id);',
    'if(!v||!/^\\d+$/.test(v)||!(Number(v)>0)||Number(v)>9007199254740991)continue;n=String(Number(v))}',
    'if(e.signedIn&&!c)continue;',
    `if(e.order&&(new URLSearchParams(location.search).has("orderid")||!(o=oid(get(${JSON.stringify(keys.orderId)})))))continue;`,
    'P=putter(n,o,c);L=null;d=[];',
    'for(j=0;j<e.requests.length;j++){f=e.requests[j];if(f.member&&!c)continue;',
    'if(f.url.indexOf("{product}")>=0){d.push(f);continue}v=go(f,P(f.url),P(f.key));if(f.lines)L=v}',
    'if(L&&d.length)lines(L,d,P)}})()',
  ].join('');
}

/** The built index.html with the script in its <head>, so it runs before anything else loads. */
export function withDocumentData(html: string, script: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  if (script === '') return html;
  return html.replace('</head>', `<script>${script}</script></head>`);
}
