import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LazyFacilityChangeDialog } from '@/components/facility-change/lazy-facility-change-dialog';
import type { ShopSite } from './use-shop-site';

/**
 * The facility whose prices and cards show: the cart's while there is a cart; choosing another
 * asks to empty it first (spec §2).
 */
export function FacilityPicker({ shop }: { shop: ShopSite }) {
  const { t } = useTranslation('valuecards-shop');
  const facilities = shop.facilities.data ?? [];
  if (facilities.length === 0 || shop.site === null) return null;
  return (
    <>
      <TextField
        select
        label={t('facility.label')}
        value={String(shop.site)}
        onChange={(event) => void shop.choose(Number(event.target.value))}
        sx={{ maxWidth: 360 }}
        slotProps={{ select: { native: true } }}
      >
        {facilities.map((facility) => (
          <option key={facility.id} value={String(facility.id)}>
            {facility.name}
          </option>
        ))}
      </TextField>
      <LazyFacilityChangeDialog cart={shop.cart} sites={facilities} />
    </>
  );
}
