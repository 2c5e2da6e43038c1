// Contract cases of openapi/content.yaml (WordPress), grouped by tag.
import { getServiceContent } from '@generated/content/endpoints/content/content';
import { listUniqueMessages } from '@generated/content/endpoints/notices/notices';
import { getGlobalOption } from '@generated/content/endpoints/options/options';
import { listMemberPages, listPages } from '@generated/content/endpoints/pages/pages';
import { getContentText } from '@generated/content/endpoints/texts/texts';
import { getServiceContentResponse } from '@generated/content/zod/content/content.zod';
import { listUniqueMessagesResponse } from '@generated/content/zod/notices/notices.zod';
import { getGlobalOptionResponse } from '@generated/content/zod/options/options.zod';
import { listMemberPagesResponse, listPagesResponse } from '@generated/content/zod/pages/pages.zod';
import { getContentTextResponse } from '@generated/content/zod/texts/texts.zod';
import { op, type Cases } from '../cases';

export const contentCases: Cases = {
  // pages
  listPages: op(
    (o) => listPages({ search: 'Mina erbjudande', lang: 'sv', per_page: 10, page: 1 }, o),
    listPagesResponse,
  ),
  listMemberPages: op(
    (o) => listMemberPages({ lang: 'sv', per_page: 20 }, o),
    listMemberPagesResponse,
  ),
  // content
  getServiceContent: op((o) => getServiceContent(2150, o), getServiceContentResponse),
  // notices
  listUniqueMessages: op((o) => listUniqueMessages(o), listUniqueMessagesResponse),
  // options
  getGlobalOption: op(
    (o) => getGlobalOption('booking_rules_url', { lang: 'sv' }, o),
    getGlobalOptionResponse,
  ),
  // texts
  getContentText: op(
    (o) => getContentText('login_component_text', { lang: 'en' }, o),
    getContentTextResponse,
  ),
};
