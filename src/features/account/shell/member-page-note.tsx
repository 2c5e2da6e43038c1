import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import type { MemberPage } from '@generated/content/model';
import type { MemberPage as MemberPageName } from '@/lib/paths';
import { memberPageNotesQuery } from './member-data-queries';

/**
 * The editors' note for a member page (spec §7 `GET brp_my_pages?lang=`): the post whose
 * `acf.menu_key` is the page, e.g. the cancellation rules on the bookings page. Extra help, not
 * the page itself: while it loads, when it fails or when there is none, nothing is shown; a post
 * without ACF fields (a site that does not expose them over REST) belongs to no page.
 */
/** The menu entry a post belongs to: none without ACF fields (absent, or WordPress's `[]`). */
export function menuKey(post: MemberPage): string | null {
  return post.acf && !Array.isArray(post.acf) ? post.acf.menu_key : null;
}

export function MemberPageNote({ page }: { page: MemberPageName }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  // Started with the frame (member-data-queries.ts), so the note comes with the page's HTML.
  const notes = useQuery(memberPageNotesQuery(language));
  const note = notes.data?.find((post) => menuKey(post) === page);
  if (!note?.content.rendered.trim()) return null;
  return (
    <Box
      component="section"
      aria-labelledby="member-page-note"
      data-testid="member-page-note"
      sx={{ mt: 4, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {/* A label, not a heading: the page's outline stays the page's own. */}
      <Typography id="member-page-note" sx={{ fontWeight: 600, mb: 1 }}>
        {t('note.heading')}
      </Typography>
      <SanitizedHtml html={note.content.rendered} sx={{ '& > :last-child': { mb: 0 } }} />
    </Box>
  );
}
