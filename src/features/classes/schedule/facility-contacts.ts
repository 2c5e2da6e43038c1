// BRP's business unit has no phone or e-mail (its BusinessUnitOut lists name, address and
// settings only), so the printed schedule's contact line comes from this table, keyed by the
// business unit id of spec §9. A facility missing here prints without a contact line.
export interface FacilityContact {
  phone: string;
  email: string;
}

export const FACILITY_CONTACTS: Record<number, FacilityContact> = {
  1: { phone: '031-367 42 00', email: 'haga@stadsbadet.se' },
  3509: { phone: '031-367 42 10', email: 'alvstranden@stadsbadet.se' },
  4128: { phone: '031-367 42 20', email: 'drottningtorget@stadsbadet.se' },
};
