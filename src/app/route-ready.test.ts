import { describe, expect, it } from 'vitest';
import { namespacesFor } from './route-ready';

describe('namespacesFor: the texts the first render of a path waits for (route-modules.ts)', () => {
  it('the start page needs only the start-up texts', () => {
    expect(namespacesFor('/')).toEqual(['errors']);
    expect(namespacesFor('/en/')).toEqual(['errors']);
  });

  it('a lazy page adds its own namespaces, in its language', () => {
    expect(namespacesFor('/booking/')).toEqual(['errors', 'classes']);
    expect(namespacesFor('/en/checkout/')).toEqual(['errors', 'checkout']);
  });

  it('a member page adds the member area’s texts and its own', () => {
    const namespaces = namespacesFor('/mina-sidor/overview/');
    expect(namespaces).toContain('account-overview');
    expect(namespaces[0]).toBe('errors');
  });
});
