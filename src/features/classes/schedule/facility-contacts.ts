// The printed schedule's contact line (spec §2) comes from the content site, like the facility's
// other texts: BRP's business unit has no phone or e-mail. The global option `contact_details`
// holds either one line for every facility, `{ phone, email }`, or one per business unit,
// `{ "<business unit id>": { phone, email } }`. A facility without one prints without the line.
import { useGetGlobalOption } from '@generated/content/endpoints/options/options';
import { useLanguage } from '@/components/use-language';

export const CONTACT_OPTION = 'contact_details';

export interface FacilityContact {
  phone: string;
  email: string;
}

function isContact(value: unknown): value is FacilityContact {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, email } = value as Record<string, unknown>;
  return typeof phone === 'string' && phone !== '' && typeof email === 'string' && email !== '';
}

/** The contact line for a facility from the option's value, if it has one. */
export function contactFor(value: unknown, businessUnit: number): FacilityContact | undefined {
  if (isContact(value)) return { phone: value.phone, email: value.email };
  if (typeof value !== 'object' || value === null) return undefined;
  const own = (value as Record<string, unknown>)[String(businessUnit)];
  return isContact(own) ? { phone: own.phone, email: own.email } : undefined;
}

export function useFacilityContact(businessUnit: number | undefined): FacilityContact | undefined {
  const language = useLanguage();
  const option = useGetGlobalOption(
    CONTACT_OPTION,
    { lang: language },
    { query: { staleTime: Infinity, retry: false, enabled: businessUnit !== undefined } },
  );
  return businessUnit === undefined ? undefined : contactFor(option.data?.value, businessUnit);
}
