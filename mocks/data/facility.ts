// The facility's sites, rooms, staff and class types. Ids follow the spec's static examples
// (products 21–25, staff 8801–8804 in /apps/{appId}/resources, rooms 91xx) so filters and details line up.

export interface Site {
  id: number;
  key: 'haga' | 'alvstranden' | 'drottningtorget';
  name: string;
  /** Class product ids offered here. */
  offers: readonly number[];
  /** Instructor resource ids working here. */
  staff: readonly number[];
}

export const SITES: readonly Site[] = [
  {
    id: 1,
    key: 'haga',
    name: 'Haga',
    offers: [21, 22, 23, 24, 25, 26],
    staff: [8801, 8802, 8803, 8804],
  },
  {
    id: 3509,
    key: 'alvstranden',
    name: 'Älvstranden',
    offers: [21, 22, 24, 26, 27],
    staff: [8801, 8804],
  },
  {
    id: 4128,
    key: 'drottningtorget',
    name: 'Drottningtorget',
    offers: [23, 24, 27, 28],
    staff: [8803, 8804],
  },
];

export interface ClassType {
  productId: number;
  name: string;
  minutes: number;
  room: string;
  capacity: number;
  dropIn: number; // places kept for drop-in
}

export const CLASS_TYPES: readonly ClassType[] = [
  {
    productId: 21,
    name: 'Vattengympa',
    minutes: 45,
    room: 'Varmvattenbassängen',
    capacity: 20,
    dropIn: 0,
  },
  { productId: 22, name: 'Aquafit', minutes: 45, room: 'Stora bassängen', capacity: 25, dropIn: 0 },
  { productId: 23, name: 'Yin yoga', minutes: 60, room: 'Yogasalen', capacity: 18, dropIn: 2 },
  { productId: 24, name: 'Spinning 45', minutes: 45, room: 'Cykelsalen', capacity: 30, dropIn: 4 },
  {
    productId: 25,
    name: 'Djupvattenlöpning',
    minutes: 45,
    room: 'Stora bassängen',
    capacity: 15,
    dropIn: 0,
  },
  {
    productId: 26,
    name: 'Simskola vuxen',
    minutes: 45,
    room: 'Undervisningsbassängen',
    capacity: 10,
    dropIn: 0,
  },
  { productId: 27, name: 'Cirkelträning', minutes: 45, room: 'Sal 1', capacity: 20, dropIn: 2 },
  { productId: 28, name: 'Bodypump', minutes: 55, room: 'Sal 1', capacity: 24, dropIn: 4 },
];

export const ROOMS: readonly string[] = [
  'Stora bassängen',
  'Varmvattenbassängen',
  'Yogasalen',
  'Cykelsalen',
  'Undervisningsbassängen',
  'Sal 1',
];

/** Room ids per site: Haga 9101…, Älvstranden 9201…, Drottningtorget 9301… */
export function roomId(siteIndex: number, room: string): number {
  return 9101 + siteIndex * 100 + ROOMS.indexOf(room);
}

export const INSTRUCTORS: Readonly<Record<number, string>> = {
  8801: 'Maria Johansson',
  8802: 'Erik Nilsson',
  8803: 'Sara Berg',
  8804: 'Johan Ek',
};

/** Start times a class may have (Stockholm wall clock). */
export const CLASS_TIMES: readonly string[] = [
  '06:30',
  '07:15',
  '09:00',
  '10:15',
  '12:00',
  '16:30',
  '17:30',
  '18:15',
  '19:00',
  '20:00',
];

export function classType(productId: number): ClassType {
  const found = CLASS_TYPES.find((c) => c.productId === productId);
  if (!found) throw new Error(`unknown class product ${productId}`);
  return found;
}
