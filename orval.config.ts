import { defineConfig, type Options } from 'orval';

// One project per spec for the clients and hooks, one per spec for the Zod schemas, each in its
// own folder because `clean` wipes a project's output. Regenerate with `npm run generate`.
type Operations = NonNullable<
  NonNullable<Exclude<Options['output'], string | undefined>['override']>['operations']
>;

function clientProject(
  spec: string,
  mutatorFile: string,
  mutatorName: string,
  operations: Operations = {},
): Options {
  return {
    input: { target: `./openapi/${spec}.yaml` },
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'axios',
      target: `./generated/${spec}/endpoints/${spec}.ts`,
      schemas: `./generated/${spec}/model`,
      clean: true,
      // Path parameters go through encodeURIComponent: a coupon code with '/' or '../' stays one
      // segment instead of reaching another endpoint (the mutator refuses '.' and '..' segments).
      urlEncodeParameters: true,
      override: {
        mutator: { path: `./src/lib/api/${mutatorFile}`, name: mutatorName },
        query: { signal: true },
        operations,
      },
    },
  };
}

function zodProject(spec: string): Options {
  return {
    input: { target: `./openapi/${spec}.yaml` },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: `./generated/${spec}/zod/${spec}.zod.ts`,
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          generate: { param: true, query: true, header: true, body: true, response: true },
          generateEachHttpStatus: true,
          // Only numbers and booleans: orval's coerced date strings do not type-check with zod 4.
          coerce: { query: ['number', 'boolean'], param: ['number', 'boolean'] },
        },
      },
    },
  };
}

export default defineConfig({
  booking: clientProject('booking', 'booking-client.ts', 'bookingClient', {
    // Validating the stored token on load is a read: a query the member area can wait for.
    validateToken: { query: { useQuery: true, useMutation: false } },
    // Asking for the calendar links without an e-mail only reads them: a query with loading,
    // error and retry like the rest of the member area.
    createCalendarInstructions: { query: { useQuery: true, useMutation: false } },
    // BRP's document gives the invoice reads as POST: reads all the same, queries like the receipts.
    listCustomerInvoices: { query: { useQuery: true, useMutation: false } },
    getCustomerInvoice: { query: { useQuery: true, useMutation: false } },
  }),
  bookingZod: zodProject('booking'),
  content: clientProject('content', 'content-client.ts', 'contentClient'),
  contentZod: zodProject('content'),
});
