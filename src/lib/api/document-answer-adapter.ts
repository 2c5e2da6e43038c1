// The app's requests take the answers the document already has (docs/decisions/023, 024):
// index.html starts a page's first requests before the app's code has come, and the app's own
// request of the same URL, made the same way (the same method, no body, the same token or none), is
// answered from there instead of asking the server a second time. Everything else, and a document
// request that failed to reach the server, goes to the network as before.
import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  getAdapter,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { takeDocumentAnswer } from '../document/document-answers';

/** A request the document could have made: a GET, or a POST without a body, of JSON. */
function isReplayable(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  return (
    (method === 'get' || (method === 'post' && config.data == null)) &&
    (config.responseType === undefined || config.responseType === 'json')
  );
}

function authorizationOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers.get('Authorization');
  return typeof value === 'string' ? value : null;
}

export function takingDocumentAnswers(next: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const taken = isReplayable(config)
      ? takeDocumentAnswer({
          url: axios.getUri(config),
          method: config.method ?? 'get',
          authorization: authorizationOf(config),
        })
      : undefined;
    const answer = taken ? await taken : null;
    if (!answer) return next(config);
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const response: AxiosResponse = {
      // A string, as from the network: axios's own transformResponse parses the JSON.
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: new AxiosHeaders(answer.headers),
      config,
    };
    const validateStatus = config.validateStatus;
    if (!validateStatus || validateStatus(answer.status)) return response;
    // What axios's own settle() throws for the same answer.
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
}

/** axios's own adapter (XHR in the browser), taking the document's answers first. */
export const documentAwareAdapter = (): AxiosAdapter =>
  // Resolved per request, as axios does: which one exists depends on where the code runs.
  takingDocumentAnswers((config) => getAdapter(axios.defaults.adapter)(config));
