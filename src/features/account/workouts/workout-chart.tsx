import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenSx } from '@/components/visually-hidden/visually-hidden';

export interface ChartBar {
  /** Short axis label ('v. 47', 'jan', 'Denna vecka'). */
  label: string;
  /** Full label for the text alternative ('Vecka 47 (16–22 nov)'). */
  longLabel: string;
  count: number;
  current: boolean;
}

interface Props {
  bars: ChartBar[];
  /** What the chart shows, e.g. 'Träningspass per vecka de senaste tio veckorna'. */
  caption: string;
  /** Animations off for tests and screenshots; by default when a browser is automated. */
  skipAnimation?: boolean;
}

// Spec §9: canvas 1080x400 with rounded bars — here at most 1080 wide, narrower on phones.
const MAX_WIDTH = 1080;
const HEIGHT = 400;

/** The bar chart plus a table with the same numbers for screen readers (the SVG is hidden). */
export function WorkoutChart({ bars, caption, skipAnimation }: Props) {
  const { t } = useTranslation('account-workouts');
  const theme = useTheme();
  const labels = bars.map((bar) => bar.label);
  // Ten or twelve labels do not fit side by side on a phone: slant them rather than drop some.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const skip = skipAnimation ?? (typeof navigator !== 'undefined' && navigator.webdriver);

  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth: MAX_WIDTH }}>
      <Box aria-hidden="true" data-testid="workout-chart">
        <BarChart
          height={HEIGHT}
          borderRadius={8}
          hideLegend
          skipAnimation={skip}
          // The table below is the accessible version, so the hidden SVG needs no focus stop.
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              tickLabelInterval: () => true, // every label, never thinned out
              ...(narrow
                ? { height: 'auto', tickLabelStyle: { angle: -45, textAnchor: 'end' } }
                : {}),
              colorMap: {
                type: 'ordinal',
                values: labels,
                // The schemes' variables, not fixed colours: the bars follow the scheme.
                colors: bars.map((bar) =>
                  bar.current
                    ? (theme.vars ?? theme).palette.secondary.main
                    : (theme.vars ?? theme).palette.primary.main,
                ),
              },
            },
          ]}
          // Whole workouts only, and room above the tallest bar for its count.
          yAxis={[
            {
              tickMinStep: 1,
              width: 40,
              domainLimit: (_min, max) => ({
                min: 0,
                max: Math.max(1, Math.ceil(Number(max) * 1.15)),
              }),
            },
          ]}
          series={[
            {
              data: bars.map((bar) => bar.count),
              label: t('columnCount'),
              // The count on each bar, for touch screens where there is no hover tooltip.
              barLabel: (item) => (item.value ? String(item.value) : null),
              barLabelPlacement: 'outside',
            },
          ]}
        />
      </Box>
      <Box component="table" sx={visuallyHiddenSx}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnPeriod')}</th>
            <th scope="col">{t('columnCount')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.longLabel}>
              <th scope="row">{bar.longLabel}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
