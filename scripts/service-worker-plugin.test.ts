import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlineFiles } from './service-worker-plugin';

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    dynamicImports,
  } as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/entry.client-1.js', '/app/src/entry.client.tsx', ['assets/react-1.js']),
    chunk('assets/react-1.js', null),
    chunk(
      'assets/route-card-1.js',
      '/app/src/features/account/card/route.tsx?client-route=1',
      ['assets/react-1.js'],
      ['assets/jsbarcode-1.js'],
    ),
    chunk('assets/jsbarcode-1.js', null),
    chunk('assets/route-checkout-1.js', '/app/src/features/checkout/page/route.tsx', [
      'assets/react-1.js',
      'assets/payment-1.js',
    ]),
    chunk('assets/payment-1.js', null),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe('the files the service worker precaches', () => {
  it('are the offline pages’ code with all it imports, at once or later, and no other page’s', () => {
    expect(offlineFiles(bundle, ['entry.client.tsx', 'features/account/card/route.tsx'])).toEqual([
      'assets/entry.client-1.js',
      'assets/jsbarcode-1.js',
      'assets/react-1.js',
      'assets/route-card-1.js',
    ]);
  });

  it('fails the build when a module of an offline page has no chunk (a renamed route)', () => {
    expect(() => offlineFiles(bundle, ['features/account/overview/route.tsx'])).toThrow(
      'no chunk for',
    );
  });
});
