import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ShopSite } from './use-shop-site';

/** The facility whose prices and cards show; fixed to the cart's facility while there is a cart. */
export function FacilityPicker({ shop }: { shop: ShopSite }) {
  const { t } = useTranslation('valuecards-shop');
  const facilities = shop.facilities.data ?? [];
  if (facilities.length === 0 || shop.site === null) return null;
  return (
    <TextField
      select
      label={t('facility.label')}
      value={String(shop.site)}
      onChange={(event) => shop.choose(Number(event.target.value))}
      disabled={shop.locked}
      helperText={shop.locked ? t('facility.locked', { name: shop.name(shop.site) }) : undefined}
      sx={{ maxWidth: 360 }}
      slotProps={{ select: { native: true } }}
    >
      {facilities.map((facility) => (
        <option key={facility.id} value={String(facility.id)}>
          {facility.name}
        </option>
      ))}
    </TextField>
  );
}
