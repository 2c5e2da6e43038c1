import { bySwedishName } from './swedish-order';

describe('Swedish name order', () => {
  it('puts å, ä and ö after z, whatever the case', () => {
    const names = ['Östen', 'zumba', 'Ärlig', 'aqua', 'Åsa', 'Bodypump'].map((name) => ({ name }));
    expect(names.sort(bySwedishName).map((n) => n.name)).toEqual([
      'aqua',
      'Bodypump',
      'zumba',
      'Åsa',
      'Ärlig',
      'Östen',
    ]);
  });
});
