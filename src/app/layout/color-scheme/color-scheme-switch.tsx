import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '@/lib/chunk-load';
import { whenIdle } from '@/lib/when-idle';
import { ShellIcon } from '@/components/shell-icon/shell-icon';

const loadMenu = () => loadChunk(() => import('./color-scheme-menu'));
const ColorSchemeMenu = lazy(loadMenu);

/**
 * The header's choice of colour scheme (system, light, dark): an icon that opens a menu. The
 * icon is the same whatever the choice, so the server's HTML and the browser's first render match.
 */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing keeps its transition.
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadMenu()), []);

  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        aria-label={t('colorScheme.open')}
        aria-haspopup="true"
        aria-controls={anchor ? 'color-scheme-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <ShellIcon name="contrast" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ColorSchemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
